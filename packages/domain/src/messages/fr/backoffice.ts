/**
 * Messages of the back office (issue 13): staff sign-in, the workflow refusals, the claim
 * status page and its e-mails, and the "continue later" links.
 */
export const backoffice = {
  'staff.unauthenticated': 'Veuillez vous connecter.',
  'staff.forbidden': 'Votre rôle ne permet pas cette action.',
  'staff.totp_setup_required':
    'Veuillez d’abord configurer la double authentification (application TOTP).',
  'staff.invalid_credentials': 'E-mail ou mot de passe incorrect.',
  'staff.locked': 'Trop de tentatives. Veuillez réessayer dans {minutes} minutes.',
  'staff.totp_invalid':
    'Code incorrect. Veuillez saisir le code à 6 chiffres de votre application.',
  'staff.totp_expired': 'La connexion a expiré. Veuillez saisir à nouveau votre mot de passe.',
  'staff.totp_already_enabled': 'La double authentification est déjà configurée.',
  'staff.password_invalid': 'Mot de passe incorrect.',
  'staff.password_too_short': 'Le mot de passe doit contenir au moins 12 caractères.',
  'staff.email_taken': 'Un compte existe déjà pour cette adresse e-mail.',
  'staff.unknown': 'Ce compte n’existe pas.',
  'staff.last_admin': 'Le dernier administrateur actif ne peut pas perdre ce rôle.',
  'staff.roles_required': 'Veuillez choisir au moins un rôle.',
  'admin.kind_unknown': 'Ce type de demande n’existe pas.',
  'admin.submission_unknown': 'Cette demande est introuvable.',
  'admin.document_unknown': 'Ce document est introuvable.',
  'admin.transition_not_allowed': 'Ce changement de statut n’est pas possible depuis « {from} ».',
  'admin.status_unknown': 'Ce statut n’existe pas pour ce type de demande.',
  'admin.amount_required': 'Veuillez indiquer le montant accordé (supérieur à 0).',
  'admin.reason_required': 'Veuillez indiquer le motif.',
  'admin.amount_rounding': 'Le montant doit être arrondi à 5 centimes (par ex. 125.35).',
  'admin.stale': 'Cette demande a été modifiée entre-temps. Veuillez recharger la page.',
  'admin.assignee_unknown': 'Ce collaborateur n’existe pas ou n’a pas accès à ce type de demande.',
  'admin.csv_header': 'La première ligne doit contenir les colonnes {columns}.',
  'admin.csv_row_missing': 'Ligne {line} : le numéro de police et le nom sont obligatoires.',
  'admin.csv_row_email': 'Ligne {line} : adresse e-mail invalide.',
  'admin.csv_empty': 'Le fichier ne contient aucune police.',
  'admin.csv_too_large': 'Le fichier dépasse 5 Mo.',
  'claim_status.not_found':
    'Nous ne trouvons pas de sinistre correspondant à ce numéro et à cette adresse e-mail. Veuillez vérifier vos données.',
  'claim_status.number_format': 'Le numéro de sinistre doit avoir la forme S000000.',
  'claim_status.status.received': 'Déclaration reçue',
  'claim_status.status.documents_missing': 'Documents manquants',
  'claim_status.status.in_review': 'En cours d’examen',
  'claim_status.status.approved': 'Accepté',
  'claim_status.status.refused': 'Refusé',
  'claim_status.status.paid': 'Payé',
  'claim_status.mail.subject': 'Votre sinistre {claimNumber} : {status}',
  'claim_status.mail.text':
    'Bonjour {firstName} {lastName},\n\nLe statut de votre sinistre {claimNumber} ({animalName}) a changé : {status}.\n{detail}\nVous pouvez suivre votre sinistre à tout moment avec son numéro et votre adresse e-mail :\n{link}\n\nMeilleures salutations\n{brand}',
  'claim_status.mail.detail.documents_missing':
    'Il nous manque des documents pour traiter votre sinistre. Vous pouvez les ajouter ici : {addDocumentsLink}\n',
  'claim_status.mail.detail.approved': 'Montant accordé : {amount}.\n',
  'claim_status.mail.detail.refused': 'Motif : {reason}\n',
  'claim_status.mail.detail.paid': 'Montant versé : {amount}.\n',
  'resume.mail.subject': 'Votre lien pour continuer sur {brand}',
  'resume.mail.text.subscription':
    'Bonjour,\n\nVoici le lien pour continuer votre demande d’assurance pour {animalName} sur n’importe quel appareil :\n{link}\n\nCe lien ne peut être utilisé qu’une seule fois et expire le {expiry}.\n\nMeilleures salutations\n{brand}',
  'resume.mail.text.claim':
    'Bonjour,\n\nVoici le lien pour continuer votre déclaration de sinistre sur n’importe quel appareil :\n{link}\n\nCe lien ne peut être utilisé qu’une seule fois et expire le {expiry}.\n\nMeilleures salutations\n{brand}',
  'resume.not_resumable': 'Cette demande ne peut plus être continuée.',
  'resume.link_invalid':
    'Ce lien n’est plus valable (déjà utilisé ou expiré). Vous pouvez demander un nouveau lien.',
};
