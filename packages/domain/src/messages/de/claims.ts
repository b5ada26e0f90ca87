import type { claims as french } from '../fr/claims';

/** The German of fr/claims.ts: the same keys (the type refuses a missing or an extra one). */
export const claims: Record<keyof typeof french, string> = {
  'claims.claim_nr_format': 'Die Schadennummer muss die Form 000000 oder S000000 haben.',
  'claims.claim_nr_unknown':
    'Wir finden diese Schadennummer nicht. Bitte prüfen Sie die Nummer auf Ihren Abrechnungen.',
  'claims.claim_closed':
    'Dieser Schaden ist abgeschlossen. Um uns Dokumente zu senden, schreiben Sie bitte an {email}.',
  'claims.token_unknown':
    'Diese Schadenmeldung wurde nicht gefunden oder ist abgelaufen. Bitte beginnen Sie die Meldung neu.',
  'claims.step_missing': 'Bitte schliessen Sie zuerst den vorherigen Schritt der Meldung ab.',
  'claims.link_invalid':
    'Dieser Link ist ungültig. Bitte verwenden Sie den Link aus unserer E-Mail unverändert oder fordern Sie einen neuen Link an.',
  'claims.link_expired':
    'Dieser Link ist abgelaufen. Fordern Sie mit «E-Mail erneut senden» einen neuen Link an oder geben Sie Ihre Angaben ein.',
  'claims.already_sent':
    'Diese Schadenmeldung wurde bereits gesendet. Für einen weiteren Fall erfassen Sie bitte einen neuen Schadenfall.',
  'claims.offline_case_type':
    'Todes- und Invaliditätsfälle können nicht online gemeldet werden. Bitte schreiben Sie uns an {email}, damit wir Ihr Anliegen persönlich bearbeiten können.',
  'claims.case_date_not_past': 'Das Schadendatum muss vor dem heutigen Tag liegen.',
  'claims.time_invalid': 'Bitte geben Sie eine gültige Uhrzeit im Format HH:MM ein.',
  'claims.zip_range': 'Bitte geben Sie eine Schweizer PLZ zwischen 1000 und 9999 ein.',
  'claims.iban_invalid': 'Ungültige IBAN-Nummer. Achtung: QR-IBAN werden nicht unterstützt.',
  'claims.treatment_date_future':
    'Das Datum der ersten Behandlung darf nicht in der Zukunft liegen.',
  'claims.invoice_amount':
    'Bitte geben Sie einen Betrag über 0 mit höchstens zwei Dezimalstellen ein.',
  'claims.documents_required': 'Bitte fügen Sie mindestens ein Dokument bei.',
  'claims.document_unknown':
    'Dieses Dokument wurde nicht gefunden oder bereits gesendet. Bitte laden Sie es erneut hoch.',
  'claims.document_duplicate': 'Dieses Dokument ist bereits in der Meldung enthalten.',
  'claims.side_reminder':
    'Vergessen Sie nicht, die Seite anzugeben, wenn es sich um eine Pfote, ein Auge oder ein Ohr handelt.',
  'documents.none': 'Bitte wählen Sie mindestens eine Datei.',
  'documents.too_many_files': 'Sie können höchstens {max} Dateien auf einmal senden.',
  'documents.file_too_large': 'Die Datei «{name}» überschreitet die maximale Grösse von 8 MB.',
  'documents.file_type':
    'Die Datei «{name}» ist weder ein PDF noch ein JPEG-Bild. Erlaubte Formate: .pdf, .jpg, .jpeg.',
  'documents.file_rejected':
    'Die Datei «{name}» kann nicht angenommen werden: Sie ist nicht lesbar oder enthält aktive Elemente (Skripte, Anhänge). Bitte senden Sie eine einfache Kopie des Dokuments.',
  'documents.type_invalid': 'Der Dokumenttyp muss Rechnung, Bericht oder Andere sein.',
  'documents.type.invoice': 'Rechnung',
  'documents.type.report': 'Bericht',
  'documents.type.other': 'Andere',
  'claims.case_type.accident': 'Unfall',
  'claims.case_type.disease': 'Krankheit',
  'claims.case_type.vaccination': 'Impfung',
  'claims.case_type.prevention': 'Vorsorge',
  'claims.case_type.death-disability': 'Tod / Invalidität',
  'claims.mail.confirmation.subject': 'Ihre Schadenmeldung {claimNumber}',
  'claims.mail.confirmation.text':
    'Guten Tag\n\nWir haben Ihre Schadenmeldung erhalten. Ihre Schadennummer lautet {claimNumber}. Bitte geben Sie sie in jeder Korrespondenz an.\n\nUm uns weitere Dokumente zu diesem Schaden zu senden (Rechnungen, Berichte), verwenden Sie diesen Link:\n{link}\n\nDen Stand Ihres Schadenfalls können Sie mit seiner Nummer und Ihrer E-Mail-Adresse verfolgen:\n{statusLink}\n\nWir bearbeiten Ihre Meldung so rasch wie möglich.\n\nFreundliche Grüsse\n{brand}',
  'claims.mail.documents_added.subject': 'Ihre Dokumente zum Schaden {claimNumber}',
  'claims.mail.documents_added.text':
    'Guten Tag\n\nWir haben Ihre Dokumente zum Schaden {claimNumber} erhalten:\n{documents}\n\nUm uns weitere Dokumente zu diesem Schaden zu senden, verwenden Sie diesen Link:\n{link}\n\nFreundliche Grüsse\n{brand}',
  'claims.mail.request_email.subject': 'Dokumente zum Schaden {claimNumber} senden',
  'claims.mail.request_email.text':
    'Guten Tag\n\nSie haben uns um den Link gebeten, um Dokumente zum Schaden {claimNumber} zu senden. Hier ist er:\n{link}\n\nFalls Sie diese Anfrage nicht gestellt haben, können Sie diese Nachricht ignorieren.\n\nFreundliche Grüsse\n{brand}',
};
