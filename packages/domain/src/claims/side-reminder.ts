/**
 * spec 001 §2.1 step 4: when the description or the diagnosis names a body part that has a
 * side (paw, eye, ear, ligament, tendon…) or an ailment of one (otitis, lameness, OCD) and no
 * side is given, the form reminds the user to specify it before sending.
 */

/**
 * Lowercase, accents removed, apostrophes and hyphens turned into spaces, split into words.
 * Ligatures are spelt out (œil → oeil, Fuß → fuss) so that the word lists stay plain ASCII.
 */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/['’‘ʼ`´\-‐‑–—]/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** French and German body parts with a side, and ailments of them, as normalised words. */
export const sidedBodyPartWords: ReadonlySet<string> = new Set([
  // French
  'patte',
  'pattes',
  'oeil',
  'yeux',
  'oreille',
  'oreilles',
  'ligament',
  'ligaments',
  'tendon',
  'tendons',
  'otite',
  'otites',
  'boiterie',
  'boiteries',
  'boite',
  'boitait',
  'boitement',
  'ocd',
  'membre',
  'membres',
  'jambe',
  'jambes',
  'genou',
  'genoux',
  'rotule',
  'rotules',
  'hanche',
  'hanches',
  'epaule',
  'epaules',
  'coude',
  'coudes',
  'jarret',
  'jarrets',
  'sabot',
  'sabots',
  'paupiere',
  'paupieres',
  'cornee',
  'conjonctivite',
  'griffe',
  'griffes',
  'coussinet',
  'coussinets',
  // German
  'pfote',
  'pfoten',
  'auge',
  'augen',
  'ohr',
  'ohren',
  'band',
  'bander',
  'baender',
  'kreuzband',
  'kreuzbandriss',
  'sehne',
  'sehnen',
  'otitis',
  'ohrenentzundung',
  'lahmheit',
  'lahmt',
  'lahm',
  'lahmte',
  'bein',
  'beine',
  'knie',
  'kniescheibe',
  'hufte',
  'huefte',
  'schulter',
  'ellbogen',
  'sprunggelenk',
  'huf',
  'hufe',
  'augenlid',
  'hornhaut',
  'bindehautentzundung',
  'kralle',
  'krallen',
  'ballen',
]);

/** Words that say which side: left, right, front, hind, both (French, German, vet shorthand). */
export const sideWords: ReadonlySet<string> = new Set([
  // French
  'gauche',
  'gauches',
  'droit',
  'droite',
  'droits',
  'droites',
  'anterieur',
  'anterieure',
  'anterieurs',
  'anterieures',
  'posterieur',
  'posterieure',
  'posterieurs',
  'posterieures',
  'avant',
  'arriere',
  'bilateral',
  'bilaterale',
  'bilateraux',
  'bilaterales',
  'ag',
  'ad',
  'pg',
  'pd',
  // German
  'links',
  'rechts',
  'linke',
  'linken',
  'linker',
  'linkes',
  'linkem',
  'rechte',
  'rechten',
  'rechter',
  'rechtes',
  'rechtem',
  'vorne',
  'vorn',
  'vordere',
  'vorderen',
  'vorderer',
  'vorderes',
  'vorderbein',
  'vorderbeine',
  'vorderpfote',
  'hinten',
  'hintere',
  'hinteren',
  'hinterer',
  'hinteres',
  'hinterbein',
  'hinterbeine',
  'hinterpfote',
  'beidseitig',
  'beidseits',
  'vl',
  'vr',
  'hl',
  'hr',
]);

export function mentionsSidedBodyPart(words: readonly string[]): boolean {
  return words.some((word) => sidedBodyPartWords.has(word));
}

export function specifiesSide(words: readonly string[]): boolean {
  return words.some((word) => sideWords.has(word));
}

/** True when the form should ask the user to specify the side before sending (step 4). */
export function needsSideReminder(...texts: (string | undefined)[]): boolean {
  const words = normaliseWords(texts.filter(Boolean).join(' '));
  return mentionsSidedBodyPart(words) && !specifiesSide(words);
}
