/**
 * Messages of the back office (issue 13): staff sign-in, the workflow refusals, the claim
 * status page and its e-mails, and the "continue later" links.
 */
export const backoffice = {
  fr: {
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
    'admin.assignee_unknown':
      'Ce collaborateur n’existe pas ou n’a pas accès à ce type de demande.',
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
  },
  de: {
    'staff.unauthenticated': 'Bitte melden Sie sich an.',
    'staff.forbidden': 'Ihre Rolle erlaubt diese Aktion nicht.',
    'staff.totp_setup_required':
      'Bitte richten Sie zuerst die Zwei-Faktor-Authentifizierung (TOTP-App) ein.',
    'staff.invalid_credentials': 'E-Mail oder Passwort falsch.',
    'staff.locked': 'Zu viele Versuche. Bitte versuchen Sie es in {minutes} Minuten erneut.',
    'staff.totp_invalid': 'Falscher Code. Bitte geben Sie den 6-stelligen Code Ihrer App ein.',
    'staff.totp_expired': 'Die Anmeldung ist abgelaufen. Bitte geben Sie Ihr Passwort erneut ein.',
    'staff.totp_already_enabled': 'Die Zwei-Faktor-Authentifizierung ist bereits eingerichtet.',
    'staff.password_invalid': 'Falsches Passwort.',
    'staff.password_too_short': 'Das Passwort muss mindestens 12 Zeichen enthalten.',
    'staff.email_taken': 'Für diese E-Mail-Adresse besteht bereits ein Konto.',
    'staff.unknown': 'Dieses Konto existiert nicht.',
    'staff.last_admin': 'Der letzte aktive Administrator kann diese Rolle nicht verlieren.',
    'staff.roles_required': 'Bitte wählen Sie mindestens eine Rolle.',
    'admin.kind_unknown': 'Diese Art von Anfrage gibt es nicht.',
    'admin.submission_unknown': 'Diese Anfrage wurde nicht gefunden.',
    'admin.document_unknown': 'Dieses Dokument wurde nicht gefunden.',
    'admin.transition_not_allowed': 'Dieser Statuswechsel ist ab «{from}» nicht möglich.',
    'admin.status_unknown': 'Diesen Status gibt es für diese Art von Anfrage nicht.',
    'admin.amount_required': 'Bitte geben Sie den gewährten Betrag an (grösser als 0).',
    'admin.reason_required': 'Bitte geben Sie den Grund an.',
    'admin.amount_rounding': 'Der Betrag muss auf 5 Rappen gerundet sein (z. B. 125.35).',
    'admin.stale': 'Diese Anfrage wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
    'admin.assignee_unknown':
      'Diese Person existiert nicht oder hat keinen Zugang zu dieser Art von Anfrage.',
    'admin.csv_header': 'Die erste Zeile muss die Spalten {columns} enthalten.',
    'admin.csv_row_missing': 'Zeile {line}: Policennummer und Name sind erforderlich.',
    'admin.csv_row_email': 'Zeile {line}: ungültige E-Mail-Adresse.',
    'admin.csv_empty': 'Die Datei enthält keine Police.',
    'admin.csv_too_large': 'Die Datei ist grösser als 5 MB.',
    'claim_status.not_found':
      'Wir finden keinen Schadenfall mit dieser Nummer und dieser E-Mail-Adresse. Bitte überprüfen Sie Ihre Angaben.',
    'claim_status.number_format': 'Die Schadennummer muss die Form S000000 haben.',
    'claim_status.status.received': 'Meldung erhalten',
    'claim_status.status.documents_missing': 'Dokumente fehlen',
    'claim_status.status.in_review': 'In Prüfung',
    'claim_status.status.approved': 'Angenommen',
    'claim_status.status.refused': 'Abgelehnt',
    'claim_status.status.paid': 'Bezahlt',
    'claim_status.mail.subject': 'Ihr Schadenfall {claimNumber}: {status}',
    'claim_status.mail.text':
      'Guten Tag {firstName} {lastName}\n\nDer Status Ihres Schadenfalls {claimNumber} ({animalName}) hat sich geändert: {status}.\n{detail}\nSie können Ihren Schadenfall jederzeit mit seiner Nummer und Ihrer E-Mail-Adresse verfolgen:\n{link}\n\nFreundliche Grüsse\n{brand}',
    'claim_status.mail.detail.documents_missing':
      'Uns fehlen Dokumente, um Ihren Schadenfall zu bearbeiten. Sie können sie hier hinzufügen: {addDocumentsLink}\n',
    'claim_status.mail.detail.approved': 'Gewährter Betrag: {amount}.\n',
    'claim_status.mail.detail.refused': 'Grund: {reason}\n',
    'claim_status.mail.detail.paid': 'Ausbezahlter Betrag: {amount}.\n',
    'resume.mail.subject': 'Ihr Link zum Fortfahren bei {brand}',
    'resume.mail.text.subscription':
      'Guten Tag\n\nHier ist der Link, mit dem Sie Ihren Versicherungsantrag für {animalName} auf jedem Gerät fortsetzen können:\n{link}\n\nDer Link kann nur einmal verwendet werden und läuft am {expiry} ab.\n\nFreundliche Grüsse\n{brand}',
    'resume.mail.text.claim':
      'Guten Tag\n\nHier ist der Link, mit dem Sie Ihre Schadenmeldung auf jedem Gerät fortsetzen können:\n{link}\n\nDer Link kann nur einmal verwendet werden und läuft am {expiry} ab.\n\nFreundliche Grüsse\n{brand}',
    'resume.not_resumable': 'Diese Anfrage kann nicht mehr fortgesetzt werden.',
    'resume.link_invalid':
      'Dieser Link ist nicht mehr gültig (bereits verwendet oder abgelaufen). Sie können einen neuen Link anfordern.',
  },
};
