/**
 * Messages shared by every call: validation of any field and the API's error answers.
 * Keys are stable; values are ICU-style strings with {param} placeholders.
 */
export const common = {
  'validation.summary': 'Les données fournies ne sont pas valides.',
  'validation.required': 'Ce champ est obligatoire.',
  'validation.invalid': 'Cette valeur n’est pas valide.',
  'validation.string': 'Ce champ doit être un texte.',
  'validation.number': 'Ce champ doit être un nombre.',
  'validation.integer': 'Ce champ doit être un nombre entier.',
  'validation.boolean': 'Ce champ doit valoir oui ou non.',
  'validation.choice': 'Veuillez choisir une des valeurs proposées.',
  'validation.email': 'Veuillez saisir une adresse e-mail valide.',
  'validation.date': 'Veuillez saisir une date valide au format JJ.MM.AAAA.',
  'validation.max_length': 'Ce champ ne doit pas dépasser {max} caractères.',
  'validation.min_length': 'Ce champ doit contenir au moins {min} caractères.',
  'validation.max': 'Cette valeur ne doit pas dépasser {max}.',
  'validation.min': 'Cette valeur doit être d’au moins {min}.',
  'validation.max_items': 'Vous pouvez envoyer au plus {max} éléments.',
  'errors.csrf': 'Votre session a expiré. Veuillez recharger la page et réessayer.',
  'errors.not_found': 'Cette adresse n’existe pas.',
  'errors.server': 'Une erreur s’est produite.',
  'errors.rate_limited': 'Trop de demandes en peu de temps. Veuillez réessayer dans une minute.',
  'errors.payload_too_large': 'La demande est trop volumineuse.',
  'errors.unsupported_media_type': 'Ce format de demande n’est pas pris en charge.',
  'errors.bad_request': 'La demande est mal formée.',
  'catalogue.unknown_business_line': 'Ce type d’animal n’est pas proposé.',
};
