import type { subscriptions as french } from '../fr/subscriptions';

/** The German of fr/subscriptions.ts: the same keys (the type refuses a missing or an extra one). */
export const subscriptions: Record<keyof typeof french, string> = {
  'subscription.token_unknown':
    'Diese Anfrage existiert nicht mehr. Bitte beginnen Sie Ihre Anfrage von vorne.',
  'subscription.step_missing': 'Bitte füllen Sie zuerst den vorherigen Schritt aus.',
  'subscription.already_sent': 'Diese Anfrage wurde bereits gesendet.',
  'subscription.race_required': 'Bitte wählen Sie eine Rasse.',
  'subscription.race2_only_crossbreed':
    'Eine zweite Rasse kann nur bei einem Mischling gewählt werden.',
  'subscription.identification_format': 'Die Chipnummer hat genau 15 Ziffern (Norm ISO 11784).',
  'subscription.identification_required': 'Bitte geben Sie die Identifikationsnummer (Chip) an.',
  'subscription.gender_unknown': 'Bitte wählen Sie das Geschlecht des Tieres.',
  'subscription.treatment_description_required': 'Bitte beschreiben Sie die Behandlung.',
  'subscription.zip_range': 'Die PLZ muss eine Zahl zwischen 1000 und 9999 sein.',
  'subscription.country_ch': 'Es werden nur Adressen in der Schweiz akzeptiert.',
  'subscription.email_confirmation': 'Die E-Mail-Adressen stimmen nicht überein.',
  'subscription.phone_format': 'Bitte geben Sie eine Schweizer Telefonnummer ein (### ### ## ##).',
  'subscription.owner_adult': 'Der Versicherungsnehmer muss volljährig sein.',
  'subscription.salutation_unknown': 'Bitte wählen Sie eine Anrede.',
  'subscription.agent_nr_format': 'Die Vermittlernummer hat 7 Ziffern.',
  'subscription.mastercode_format': 'Der Mastercode hat 6 Ziffern.',
  'subscription.finma_format': 'Die FINMA-Nummer beginnt mit F, gefolgt von 8 Ziffern.',
  'subscription.lsa_confirm': 'Bitte bestätigen Sie Ihren Status als gebundener Vermittler.',
  'subscription.checkbox_required': 'Bitte kreuzen Sie dieses Feld an, um fortzufahren.',
  'subscription.online_not_allowed':
    'Ein Online-Abschluss ist für diese Anfrage nicht möglich. Sie können eine Offerte anfordern.',
  'subscription.online_start_date':
    'Bei Online-Zahlung beginnt der Vertrag am ersten Tag eines der nächsten drei Monate.',
  'subscription.return_url': 'Diese Rücksprungadresse wird nicht akzeptiert.',
  'subscription.payment_failed':
    'Die Zahlung ist nicht zustande gekommen. Es wurde kein Betrag belastet.',
  'subscription.payment_unknown': 'Diese Zahlung existiert nicht.',
  'subscription.pdf_pending': 'Ihr Dokument wird vorbereitet.',
  'subscription.existing_client_nr': 'Bitte geben Sie Ihre Kundennummer an.',
  'subscription.quick_partner':
    'Für eine Anfrage über einen Vermittler verwenden Sie bitte das vollständige Anfrageformular.',
  'subscription.partner_animal':
    'Über diesen Kanal können nur Hunde und Katzen versichert werden. Für ein Pferd kontaktieren Sie bitte unsere Agenten.',
};
