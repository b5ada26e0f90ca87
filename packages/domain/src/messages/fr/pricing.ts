/**
 * Messages of the quote and pricing rules (spec 000 §4, §5, §8, §9): eligibility answers,
 * breakdown line labels and tariff-file errors. French wording given by the spec is verbatim.
 */
export const pricing = {
  'pricing.date_invalid': 'Veuillez saisir une date valide au format JJ.MM.AAAA.',
  'pricing.birth_in_future': 'La date de naissance ne peut pas être dans le futur.',
  'pricing.age_max': 'L’animal ne doit pas avoir plus de {max} ans au début du contrat.',
  'pricing.start_too_early': 'Le contrat peut commencer au plus tôt le {min}.',
  'pricing.start_too_late': 'Le contrat peut commencer au plus tard le {max}.',
  'pricing.value_required': 'Veuillez indiquer la valeur de votre cheval.',
  'pricing.value_max': 'La valeur assurée ne peut pas dépasser CHF {max}.',
  'pricing.breed_unknown': 'Race non trouvée',
  'pricing.deductible_not_offered':
    'Cette franchise n’est pas proposée. Franchises possibles : CHF {deductibles}.',
  'pricing.prevention_needs_diseases':
    'La couverture prévention ne peut être choisie qu’avec la couverture maladie.',
  'pricing.indoor_cat_only': 'Cette option ne concerne que les chats.',
  'pricing.usage_other': 'Veuillez contacter notre agent : {email}',
  'pricing.usage_detail_mismatch':
    'Cette discipline ne correspond pas au type d’utilisation choisi.',
  'pricing.product_age_max': 'Le produit {product} est proposé jusqu’à l’âge de {max} ans.',
  'pricing.cover_age_max':
    'Les couvertures pour chevaux sont proposées jusqu’à l’âge de {max} ans.',
  'pricing.product_required': 'Veuillez choisir un produit.',
  'pricing.death_product_unknown': 'Ce produit d’assurance décès n’existe pas.',
  'pricing.death_product_not_offered':
    'Aucun produit décès/invalidité VIVA SPIRIT ne correspond à votre animal.',
  'pricing.invalidity_age_max': 'L’invalidité ne peut être assurée que jusqu’à l’âge de {max} ans.',
  'pricing.risk_not_offered': 'Cette couverture complémentaire n’est pas proposée avec ce produit.',
  'pricing.foal_sex_required':
    'Veuillez indiquer le sexe de votre cheval : la couverture poulain est réservée aux juments.',
  'pricing.foal_mare_only': 'La couverture poulain est réservée aux juments.',
  'pricing.no_cover': 'Veuillez choisir au moins une couverture.',
  'pricing.coupon_invalid': 'Ce code n’est pas valide',
  'pricing.online_yearly_only': 'Le paiement en ligne n’est possible que pour un paiement annuel.',
  'pricing.line.base': 'Accidents et assistance',
  'pricing.line.diseases': 'Maladies et médecines complémentaires',
  'pricing.line.prevention': 'Prévention et dépistage',
  'pricing.line.treatment': 'Frais de traitement',
  'pricing.line.assistance': 'Assistance',
  'pricing.line.death': 'Assurance décès',
  'pricing.line.invalidite': 'Invalidité',
  'pricing.line.poulain': 'Poulain',
  'pricing.line.coupon': 'Code de réduction',
  'pricing.line.halfyear_fee': 'Frais de paiement semestriel',
  'pricing.line.halfyear_rounding': 'Supplément d’arrondi semestriel',
  'pricing.line.stamp': 'Timbre fédéral (5 %)',
  'pricing.line.amendment_fee': 'Frais de dossier (une seule fois)',
  'pricing.line.pro_rata': 'Prime au prorata',
  'pricing.line.yearly_premium': 'Prime annuelle',
  'pricing.line.first_instalment': 'Première prime semestrielle',
  'pricing.tariff_money': 'Ce montant doit avoir au plus deux décimales.',
  'pricing.tariff_multiple_of_5': 'Ce montant doit être un multiple de 5 centimes.',
  'pricing.tariff_factor': 'Ce facteur doit avoir au plus quatre décimales.',
  'pricing.tariff_deductibles':
    'Les franchises du tarif ne correspondent pas aux franchises proposées.',
  'pricing.tariff_deductible_order': 'Une franchise plus élevée ne doit jamais coûter plus cher.',
  'pricing.tariff_age_bands':
    'Les classes d’âge doivent se suivre sans trou, de 0 à l’âge maximal.',
  'pricing.tariff_duplicate': 'Cette ligne du tarif chevauche une autre ligne.',
  'pricing.tariff_products': 'Les produits du tarif doivent être prima, optima et ultima.',
};
