import type { backoffice as french } from '../fr/backoffice';

/** The German of fr/backoffice.ts: the same keys (the type refuses a missing or an extra one). */
export const backoffice: Record<keyof typeof french, string> = {
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
};
