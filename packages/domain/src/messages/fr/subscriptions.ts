/** Messages of the subscription wizard's server rules (spec 000 §4, §5, §8). */
export const subscriptions = {
  'subscription.token_unknown': 'Cette demande n’existe plus. Veuillez recommencer votre demande.',
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
};
