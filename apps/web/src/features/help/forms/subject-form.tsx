import type { HelpCentreFormName } from '@app/domain/help/help-centre';
import type { ComponentType } from 'react';
import type { HelpFormProps } from '../components/help-form';
import { AddressUpdateForm } from './address-update-form';
import { AnimalContactForm } from './animal-contact-form';
import { BillingForm } from './billing-form';
import { CancelForm } from './cancel-form';
import { CostCoverageForm, RevaluationForm } from './claims-forms';
import { ContactForm, ContactMultiForm } from './contact-forms';
import {
  AdaptationsForm,
  CorrespondenceForm,
  NewProductsForm,
  PremiumForm,
  SimpleForm,
} from './contract-answer-forms';
import { ContractUpdateForm } from './contract-update-form';
import { DocumentForm } from './document-form';
import { PartnerForm } from './partner-form';
import { HorseProductChangeForm, PetProductChangeForm } from './product-change-form';
import { ReturnOfferForm } from './return-offer-form';
import { UpdateEmailForm } from './update-email-form';
import { UpdateIbanForm } from './update-iban-form';

/** The component of each form of the registry (a new form: its file and one line here). */
export const formComponents: Record<HelpCentreFormName, ComponentType<HelpFormProps>> = {
  'partner-form': PartnerForm,
  'prime-form': PremiumForm,
  'new-products-form': NewProductsForm,
  'claim-revaluation': RevaluationForm,
  'contract-document-informations': DocumentForm,
  'contract-change-product-horse': HorseProductChangeForm,
  'contract-change-product-dog-cat': PetProductChangeForm,
  'update-iban': UpdateIbanForm,
  'update-email': UpdateEmailForm,
  'return-offer': ReturnOfferForm,
  'cancel-contract': CancelForm,
  'contact-multi': ContactMultiForm,
  'demande-prise-en-charge': CostCoverageForm,
  'simple-form': SimpleForm,
  adaptations: AdaptationsForm,
  'billing-question': BillingForm,
  correspondance: CorrespondenceForm,
  reclamation: ContactForm,
  'conseils-produits': ContactForm,
  'comprehension-decompte': ContactForm,
  'demande-abattage': ContactForm,
  'contract-update-request': ContractUpdateForm,
  'address-update-request': AddressUpdateForm,
  'animal-form': AnimalContactForm,
};

/**
 * The form of a subject, the help centre's step 4: its own chunk with the forms' schemas (zod),
 * loaded when a visitor picks a subject, not with the hub (issue 14).
 */
export default function SubjectForm(props: HelpFormProps & { name: HelpCentreFormName }) {
  const Form = formComponents[props.name];
  return <Form {...props} />;
}
