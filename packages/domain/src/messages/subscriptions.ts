/** Messages of the subscription wizard's server rules (spec 000 §4, §5, §8). */
export const subscriptions = {
  fr: {
    'subscription.token_unknown':
      'Cette demande n’existe plus. Veuillez recommencer votre demande.',
    'subscription.step_missing': 'Veuillez d’abord compléter l’étape précédente.',
    'subscription.already_sent': 'Cette demande a déjà été envoyée.',
    'subscription.race_required': 'Veuillez choisir une race.',
    'subscription.race2_only_crossbreed':
      'Une deuxième race ne peut être choisie que pour un croisé.',
    'subscription.identification_format':
      'Le numéro de puce compte exactement 15 chiffres (norme ISO 11784).',
    'subscription.identification_required': 'Veuillez indiquer le numéro d’identification (puce).',
    'subscription.gender_unknown': 'Veuillez choisir le sexe de l’animal.',
    'subscription.treatment_description_required': 'Veuillez décrire le traitement.',
    'subscription.zip_range': 'Le NPA doit être un nombre entre 1000 et 9999.',
    'subscription.country_ch': 'Seules les adresses en Suisse sont acceptées.',
    'subscription.email_confirmation': 'Les adresses e-mail ne correspondent pas.',
    'subscription.phone_format': 'Veuillez saisir un numéro de téléphone suisse (### ### ## ##).',
    'subscription.owner_adult': 'Le preneur d’assurance doit être majeur.',
    'subscription.salutation_unknown': 'Veuillez choisir une formule d’appel.',
    'subscription.agent_nr_format': 'Le numéro d’intermédiaire compte 7 chiffres.',
    'subscription.mastercode_format': 'Le master code compte 6 chiffres.',
    'subscription.finma_format': 'Le numéro FINMA commence par F suivi de 8 chiffres.',
    'subscription.lsa_confirm': 'Veuillez confirmer votre statut d’intermédiaire lié.',
    'subscription.checkbox_required': 'Veuillez cocher cette case pour continuer.',
    'subscription.online_not_allowed':
      'La souscription en ligne n’est pas possible pour cette demande. Vous pouvez demander une offre.',
    'subscription.online_start_date':
      'Pour un paiement en ligne, le contrat commence le premier jour d’un des trois prochains mois.',
    'subscription.return_url': 'Cette adresse de retour n’est pas acceptée.',
    'subscription.payment_failed': 'Le paiement n’a pas abouti. Aucun montant n’a été débité.',
    'subscription.payment_unknown': 'Ce paiement n’existe pas.',
    'subscription.pdf_pending': 'Votre document est en cours de préparation.',
    'subscription.existing_client_nr': 'Veuillez indiquer votre numéro de client.',
    'subscription.quick_partner':
      'Pour une demande par un intermédiaire, veuillez utiliser le formulaire de demande complet.',
    'subscription.partner_animal':
      'Par ce canal, seuls les chiens et les chats peuvent être assurés. Pour un cheval, veuillez contacter nos agents.',
  },
  de: {
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
    'subscription.phone_format':
      'Bitte geben Sie eine Schweizer Telefonnummer ein (### ### ## ##).',
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
  },
} as const;
