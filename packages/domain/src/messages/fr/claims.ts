/**
 * Messages of the claim declaration and of the document upload (spec 001 §2.1, §5, §8), and
 * the e-mails they send. French wording given by the spec is verbatim.
 */
export const claims = {
  'claims.claim_nr_format': 'Le numéro de sinistre doit avoir la forme 000000 ou S000000.',
  'claims.claim_nr_unknown':
    'Nous ne trouvons pas ce numéro de sinistre. Veuillez vérifier le numéro indiqué sur vos décomptes.',
  'claims.claim_closed':
    'Ce sinistre est clôturé. Pour nous envoyer des documents, veuillez écrire à {email}.',
  'claims.token_unknown':
    'Cette déclaration est introuvable ou a expiré. Veuillez recommencer la déclaration.',
  'claims.step_missing': 'Veuillez d’abord compléter l’étape précédente de la déclaration.',
  'claims.link_invalid':
    'Ce lien n’est pas valable. Veuillez utiliser le lien de notre e-mail tel quel, ou demander un nouveau lien.',
  'claims.link_expired':
    'Ce lien a expiré. Demandez un nouveau lien avec « Renvoyez-moi l’email » ou saisissez vos données.',
  'claims.already_sent':
    'Cette déclaration a déjà été envoyée. Pour un autre cas, veuillez saisir un nouveau cas de sinistre.',
  'claims.offline_case_type':
    'Les cas de décès ou d’invalidité ne peuvent pas être déclarés en ligne. Veuillez nous écrire à {email} afin que nous puissions traiter votre demande de manière personnalisée.',
  'claims.case_date_not_past': 'La date du sinistre doit être antérieure à aujourd’hui.',
  'claims.time_invalid': 'Veuillez saisir une heure valide au format HH:MM.',
  'claims.zip_range': 'Veuillez saisir un NPA suisse entre 1000 et 9999.',
  'claims.iban_invalid':
    'Numéro d’IBAN invalide. Attention les QR IBAN ne sont pas pris en charge.',
  'claims.treatment_date_future': 'La date du premier traitement ne peut pas être dans le futur.',
  'claims.invoice_amount': 'Veuillez saisir un montant supérieur à 0 avec au plus deux décimales.',
  'claims.documents_required': 'Veuillez joindre au moins un document.',
  'claims.document_unknown':
    'Ce document est introuvable ou a déjà été envoyé. Veuillez le télécharger à nouveau.',
  'claims.document_duplicate': 'Ce document figure déjà dans la déclaration.',
  'claims.side_reminder':
    'N’oubliez pas de préciser le côté lorsqu’il s’agit d’une patte, d’un œil ou d’une oreille.',
  'documents.none': 'Veuillez choisir au moins un fichier.',
  'documents.too_many_files': 'Vous pouvez envoyer au plus {max} fichiers à la fois.',
  'documents.file_too_large': 'Le fichier « {name} » dépasse la taille maximale de 8 Mo.',
  'documents.file_type':
    'Le fichier « {name} » n’est ni un PDF ni une image JPEG. Formats acceptés : .pdf, .jpg, .jpeg.',
  'documents.file_rejected':
    'Le fichier « {name} » ne peut pas être accepté : il n’est pas lisible ou il contient des éléments actifs (scripts, pièces jointes). Veuillez envoyer une simple copie du document.',
  'documents.type_invalid': 'Le type de document doit être facture, rapport ou autre.',
  'documents.type.invoice': 'Facture',
  'documents.type.report': 'Rapport',
  'documents.type.other': 'Autre',
  'claims.case_type.accident': 'Accident',
  'claims.case_type.disease': 'Maladie',
  'claims.case_type.vaccination': 'Vaccination',
  'claims.case_type.prevention': 'Prévention',
  'claims.case_type.death-disability': 'Décès / invalidité',
  'claims.mail.confirmation.subject': 'Votre déclaration de sinistre {claimNumber}',
  'claims.mail.confirmation.text':
    'Bonjour,\n\nNous avons bien reçu votre déclaration de sinistre. Votre numéro de sinistre est {claimNumber}. Veuillez l’indiquer dans toute correspondance.\n\nPour nous envoyer d’autres documents concernant ce sinistre (factures, rapports), utilisez ce lien :\n{link}\n\nVous pouvez suivre l’état de votre sinistre avec son numéro et votre adresse e-mail :\n{statusLink}\n\nNous traiterons votre déclaration dans les meilleurs délais.\n\nMeilleures salutations\n{brand}',
  'claims.mail.documents_added.subject': 'Vos documents pour le sinistre {claimNumber}',
  'claims.mail.documents_added.text':
    'Bonjour,\n\nNous avons bien reçu vos documents pour le sinistre {claimNumber} :\n{documents}\n\nPour nous envoyer d’autres documents concernant ce sinistre, utilisez ce lien :\n{link}\n\nMeilleures salutations\n{brand}',
  'claims.mail.request_email.subject': 'Envoi de documents pour le sinistre {claimNumber}',
  'claims.mail.request_email.text':
    'Bonjour,\n\nVous nous avez demandé le lien pour envoyer des documents concernant le sinistre {claimNumber}. Le voici :\n{link}\n\nSi vous n’avez pas fait cette demande, vous pouvez ignorer ce message.\n\nMeilleures salutations\n{brand}',
};
