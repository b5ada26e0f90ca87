import type { pricing as french } from '../fr/pricing';

/** The German of fr/pricing.ts: the same keys (the type refuses a missing or an extra one). */
export const pricing: Record<keyof typeof french, string> = {
  'pricing.date_invalid': 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.',
  'pricing.birth_in_future': 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
  'pricing.age_max': 'Das Tier darf bei Vertragsbeginn nicht älter als {max} Jahre sein.',
  'pricing.start_too_early': 'Der Vertrag kann frühestens am {min} beginnen.',
  'pricing.start_too_late': 'Der Vertrag kann spätestens am {max} beginnen.',
  'pricing.value_required': 'Bitte geben Sie den Wert Ihres Pferdes an.',
  'pricing.value_max': 'Der Versicherungswert darf CHF {max} nicht übersteigen.',
  'pricing.breed_unknown': 'Rasse nicht gefunden',
  'pricing.deductible_not_offered':
    'Diese Franchise wird nicht angeboten. Mögliche Franchisen: CHF {deductibles}.',
  'pricing.prevention_needs_diseases':
    'Die Deckung Prävention kann nur zusammen mit der Deckung Krankheit gewählt werden.',
  'pricing.indoor_cat_only': 'Diese Option betrifft nur Katzen.',
  'pricing.usage_other': 'Bitte kontaktieren Sie unseren Agenten: {email}',
  'pricing.usage_detail_mismatch': 'Diese Disziplin passt nicht zur gewählten Nutzungsart.',
  'pricing.product_age_max': 'Das Produkt {product} wird bis zum Alter von {max} Jahren angeboten.',
  'pricing.cover_age_max': 'Pferdeversicherungen werden bis zum Alter von {max} Jahren angeboten.',
  'pricing.product_required': 'Bitte wählen Sie ein Produkt.',
  'pricing.death_product_unknown': 'Dieses Todesfallprodukt gibt es nicht.',
  'pricing.death_product_not_offered':
    'Kein VIVA SPIRIT Produkt für Tod/Invalidität passt zu Ihrem Tier.',
  'pricing.invalidity_age_max':
    'Invalidität kann nur bis zum Alter von {max} Jahren versichert werden.',
  'pricing.risk_not_offered': 'Diese Zusatzdeckung wird mit diesem Produkt nicht angeboten.',
  'pricing.foal_sex_required':
    'Bitte geben Sie das Geschlecht Ihres Pferdes an: Die Fohlendeckung gilt nur für Stuten.',
  'pricing.foal_mare_only': 'Die Fohlendeckung gilt nur für Stuten.',
  'pricing.no_cover': 'Bitte wählen Sie mindestens eine Deckung.',
  'pricing.coupon_invalid': 'Dieser Code ist ungültig',
  'pricing.online_yearly_only': 'Die Online-Zahlung ist nur bei jährlicher Zahlung möglich.',
  'pricing.line.base': 'Unfall und Assistance',
  'pricing.line.diseases': 'Krankheit und Komplementärmedizin',
  'pricing.line.prevention': 'Prävention und Vorsorgeuntersuchungen',
  'pricing.line.treatment': 'Behandlungskosten',
  'pricing.line.assistance': 'Assistance',
  'pricing.line.death': 'Todesfallversicherung',
  'pricing.line.invalidite': 'Invalidität',
  'pricing.line.poulain': 'Fohlen',
  'pricing.line.coupon': 'Rabattcode',
  'pricing.line.halfyear_fee': 'Gebühr für halbjährliche Zahlung',
  'pricing.line.halfyear_rounding': 'Rundungszuschlag halbjährlich',
  'pricing.line.stamp': 'Eidgenössische Stempelabgabe (5 %)',
  'pricing.line.amendment_fee': 'Bearbeitungsgebühr (einmalig)',
  'pricing.line.pro_rata': 'Prämie pro rata',
  'pricing.line.yearly_premium': 'Jahresprämie',
  'pricing.line.first_instalment': 'Erste Halbjahresprämie',
  'pricing.tariff_money': 'Dieser Betrag darf höchstens zwei Dezimalstellen haben.',
  'pricing.tariff_multiple_of_5': 'Dieser Betrag muss ein Vielfaches von 5 Rappen sein.',
  'pricing.tariff_factor': 'Dieser Faktor darf höchstens vier Dezimalstellen haben.',
  'pricing.tariff_deductibles':
    'Die Franchisen des Tarifs entsprechen nicht den angebotenen Franchisen.',
  'pricing.tariff_deductible_order': 'Eine höhere Franchise darf nie mehr kosten.',
  'pricing.tariff_age_bands':
    'Die Altersklassen müssen lückenlos von 0 bis zum Höchstalter reichen.',
  'pricing.tariff_duplicate': 'Diese Tarifzeile überschneidet sich mit einer anderen Zeile.',
  'pricing.tariff_products': 'Die Produkte des Tarifs müssen prima, optima und ultima sein.',
};
