import type { common as french } from '../fr/common';

/** The German of fr/common.ts: the same keys (the type refuses a missing or an extra one). */
export const common: Record<keyof typeof french, string> = {
  'validation.summary': 'Die übermittelten Angaben sind ungültig.',
  'validation.required': 'Dieses Feld ist erforderlich.',
  'validation.invalid': 'Dieser Wert ist ungültig.',
  'validation.string': 'Dieses Feld muss ein Text sein.',
  'validation.number': 'Dieses Feld muss eine Zahl sein.',
  'validation.integer': 'Dieses Feld muss eine ganze Zahl sein.',
  'validation.boolean': 'Dieses Feld muss Ja oder Nein sein.',
  'validation.choice': 'Bitte wählen Sie einen der angebotenen Werte.',
  'validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'validation.date': 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.',
  'validation.max_length': 'Dieses Feld darf höchstens {max} Zeichen enthalten.',
  'validation.min_length': 'Dieses Feld muss mindestens {min} Zeichen enthalten.',
  'validation.max': 'Dieser Wert darf höchstens {max} betragen.',
  'validation.min': 'Dieser Wert muss mindestens {min} betragen.',
  'validation.max_items': 'Sie können höchstens {max} Elemente senden.',
  'errors.csrf':
    'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  'errors.not_found': 'Diese Adresse existiert nicht.',
  'errors.server': 'Es ist ein Fehler aufgetreten.',
  'errors.rate_limited':
    'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.',
  'errors.payload_too_large': 'Die Anfrage ist zu gross.',
  'errors.unsupported_media_type': 'Dieses Anfrageformat wird nicht unterstützt.',
  'errors.bad_request': 'Die Anfrage ist fehlerhaft.',
  'catalogue.unknown_business_line': 'Diese Tierart wird nicht angeboten.',
};
