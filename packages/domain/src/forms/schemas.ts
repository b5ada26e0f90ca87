import { z } from 'zod';
import {
  addressBlock,
  animalBlock,
  animalIdentificationBlock,
  contactBlock,
  differentFrom,
  documentsBlock,
  fixed,
  intermediaryBlock,
  messageBlock,
  namedAnimalBlock,
  optionalAddressBlock,
  optionalBankBlock,
  optionalMessageBlock,
  optionalPolicyBlock,
  personBlock,
  policyBlock,
  prefixed,
  requestBlock,
  requiredDocumentsBlock,
  requiredWhen,
  withEmailConfirmation,
} from './blocks';
import {
  cancellationAnimalTypes,
  contactModes,
  costCoverageAnimalTypes,
  dogCatAnimalTypes,
  formLimits,
  helpAnimalTypes,
  horseProductChangeAnimalTypes,
  identifiedAnimalTypes,
  newProductsChoices,
  partnerBrokerClaimChoice,
  partnerChoices,
  premiumChoices,
} from './constants';
import {
  addressUpdateDateField,
  animalBirthDateField,
  animalNameField,
  animalTypeField,
  cancelDateField,
  claimNumberFormField,
  emailField,
  type FormContext,
  ibanField,
  ownerBirthDateField,
  pastDateField,
  paymentModeField,
  phoneField,
  textField,
} from './fields';

/**
 * One schema per call of spec 001 §7 (help/… forms, contract-update-request,
 * address-update-request), named after the call and composed from blocks. Each is a factory
 * taking the form context (today in Switzerland) so that every form is built the same way;
 * forms without a date rule return one shared instance. Required fields: as spec 001 §3 lists
 * them ("most fields are required in contract forms", §5); where it is silent, decisions.md
 * "Help forms" says which are optional and why.
 */

const isIdentifiedAnimalType = (type: unknown) =>
  (identifiedAnimalTypes as readonly unknown[]).includes(type);

// ---------------------------------------------------------------------------------------------
// help/partner-form: brokers and partners (category ['Formulaire','Partenaire'])

export const partnerFormSchema = fixed(() =>
  requiredWhen(
    requiredWhen(
      requiredWhen(
        z.object({
          ...requestBlock,
          ...intermediaryBlock,
          ...optionalPolicyBlock,
          ...contactBlock,
          choice: z.enum(partnerChoices),
          client_name: textField(formLimits.nameMax).optional(),
          claim_id: claimNumberFormField.optional(),
          ...documentsBlock,
          ...messageBlock,
        }),
        // spec 001 §3: the policy number is asked when the choice ends with '*'
        'policy_id',
        ['choice'],
        (data) => typeof data.choice === 'string' && data.choice.endsWith('*'),
      ),
      // …and the client's name and claim number for the broker claim choice
      'client_name',
      ['choice'],
      (data) => data.choice === partnerBrokerClaimChoice,
    ),
    'claim_id',
    ['choice'],
    (data) => data.choice === partnerBrokerClaimChoice,
  ),
);

// help/prime-form: answer to a premium adaptation (category ['Formulaire','Prime'])
export const primeFormSchema = fixed(() =>
  z.object({
    ...requestBlock,
    ...policyBlock,
    ...contactBlock,
    choice: z.enum(premiumChoices),
    ...optionalMessageBlock,
  }),
);

// help/new-products-form
export const newProductsFormSchema = fixed(() =>
  z.object({
    ...requestBlock,
    ...policyBlock,
    ...contactBlock,
    choice: z.enum(newProductsChoices),
    ...optionalMessageBlock,
  }),
);

// help/claim-revaluation
export const claimRevaluationSchema = (context: FormContext) =>
  z.object({
    ...requestBlock,
    ...policyBlock,
    claim_nr: claimNumberFormField,
    ...personBlock,
    ...namedAnimalBlock(context),
    ...messageBlock,
    ...documentsBlock,
  });

// help/contract-document-informations: the identification of a dog or a horse is required
export const contractDocumentInformationsSchema = (context: FormContext) =>
  requiredWhen(
    z.object({
      ...requestBlock,
      ...policyBlock,
      ...personBlock,
      ...animalBlock(context, helpAnimalTypes),
      ...animalIdentificationBlock,
      ...messageBlock,
      ...documentsBlock,
    }),
    'animal_identification',
    ['animal_type'],
    (data) => isIdentifiedAnimalType(data.animal_type),
  );

// help/contract-change-product-horse: the message is the wished product or deductible
export const contractChangeProductHorseSchema = (context: FormContext) =>
  z.object({
    ...requestBlock,
    ...policyBlock,
    ...personBlock,
    ...animalBlock(context, horseProductChangeAnimalTypes),
    ...messageBlock,
    ...documentsBlock,
  });

// help/contract-change-product-dog-cat
export const contractChangeProductDogCatSchema = fixed(() =>
  z.object({
    ...requestBlock,
    ...policyBlock,
    ...personBlock,
    animal_type: animalTypeField(dogCatAnimalTypes),
    ...messageBlock,
    ...documentsBlock,
  }),
);

// help/update-iban: the new account must be CH/LI, not a QR-IBAN, and differ from the old one
export const updateIbanSchema = (context: FormContext) =>
  differentFrom(
    z.object({
      ...requestBlock,
      ...policyBlock,
      ...personBlock,
      owner_date_of_birth: ownerBirthDateField(context),
      ...addressBlock,
      iban: ibanField,
      old_iban: ibanField.optional(),
    }),
    'iban',
    'old_iban',
    'forms.iban_same_as_old',
  );

// help/update-email: policy number required; zip and city not required (spec 001 §3, §5)
export const updateEmailSchema = fixed(() =>
  differentFrom(
    z.object({
      ...requestBlock,
      ...policyBlock,
      ...personBlock,
      ...optionalAddressBlock,
      old_email: emailField,
    }),
    'email',
    'old_email',
    'forms.email_same_as_old',
  ),
);

// help/return-offer: the signed offer is the point of the form, so a document is required
export const returnOfferSchema = fixed(() =>
  z.object({
    ...requestBlock,
    ...personBlock,
    ...requiredDocumentsBlock,
    ...optionalMessageBlock,
  }),
);

// help/cancel-contract: cancel date not in the past; animal types with Bovins (spec 001 §3)
export const cancelContractSchema = (context: FormContext) =>
  z.object({
    ...requestBlock,
    ...policyBlock,
    cancel_date: cancelDateField(context),
    ...personBlock,
    // for the refund of premiums paid in advance, when there are any
    iban: ibanField.optional(),
    ...animalBlock(context, cancellationAnimalTypes),
    ...optionalMessageBlock,
    ...documentsBlock,
  });

// help/contact-multi: media, sponsoring, amelioration (spec 001 §2.2 help.contact)
export const contactMultiSchema = fixed(() =>
  z.object({
    ...requestBlock,
    ...personBlock,
    animal_type: animalTypeField(helpAnimalTypes).optional(),
    ...messageBlock,
    ...documentsBlock,
  }),
);

// help/demande-prise-en-charge: cost coverage; policy number and the vet's report required
export const costCoverageSchema = (context: FormContext) =>
  z.object({
    ...requestBlock,
    ...policyBlock,
    ...personBlock,
    ...animalBlock(context, costCoverageAnimalTypes),
    symptoms_start_date: pastDateField(context),
    veterinary_diagnostic: textField(formLimits.diagnosticMax),
    ...optionalMessageBlock,
    ...requiredDocumentsBlock,
  });

// help/simple-form: the category says what is asked
export const simpleFormSchema = fixed(() =>
  z.object({ ...requestBlock, ...policyBlock, ...contactBlock }),
);

// help/adaptations: questions about an adaptation of the contract or premium
export const adaptationsSchema = fixed(() =>
  z.object({ ...requestBlock, ...policyBlock, ...personBlock, ...messageBlock }),
);

// help/billing-question
export const billingQuestionSchema = (context: FormContext) =>
  z.object({
    ...requestBlock,
    ...policyBlock,
    payment_mode: paymentModeField,
    ...personBlock,
    // a bill may cover several animals: the animal is optional here
    animal_name: animalNameField.optional(),
    animal_date_of_birth: animalBirthDateField(context).optional(),
    ...messageBlock,
    ...documentsBlock,
  });

// help/correspondance (category ['Formulaire','Correspondance'])
export const correspondanceSchema = fixed(() =>
  z.object({ ...requestBlock, ...policyBlock, ...personBlock, ...addressBlock }),
);

// help/{form}: the client contact form a page names (complaint, product advice, claims topics)
export const contactFormSchema = fixed(() =>
  z.object({
    ...requestBlock,
    ...optionalPolicyBlock,
    ...personBlock,
    animal_type: animalTypeField(helpAnimalTypes).optional(),
    ...messageBlock,
    ...documentsBlock,
  }),
);

// contract-update-request: email_confirmation must equal email (spec 001 §5)
export const contractUpdateRequestSchema = (context: FormContext) =>
  withEmailConfirmation(
    z.object({
      ...requestBlock,
      ...policyBlock,
      animal: animalNameField,
      ...personBlock,
      owner_date_of_birth: ownerBirthDateField(context),
      ...addressBlock,
      email_confirmation: emailField,
      policy_type: textField(formLimits.shortTextMax).optional(),
      remark: textField(formLimits.messageMax),
      ...documentsBlock,
    }),
  );

// address-update-request: current and new address, the date of the move, optional new account
export const addressUpdateRequestSchema = (context: FormContext) =>
  requiredWhen(
    withEmailConfirmation(
      z.object({
        ...requestBlock,
        ...policyBlock,
        ...personBlock,
        email_confirmation: emailField,
        owner_date_of_birth: ownerBirthDateField(context),
        ...addressBlock,
        address_update_date: addressUpdateDateField(context),
        ...prefixed('new_', addressBlock),
        new_phone: phoneField.optional(),
        contact_mode: z.enum(contactModes).optional(),
        remark: textField(formLimits.messageMax).optional(),
        ...optionalBankBlock,
      }),
    ),
    // a new account needs its holder
    'bank_account_name',
    ['iban'],
    (data) => data.iban !== undefined,
  );
