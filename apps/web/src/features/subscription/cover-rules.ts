/**
 * spec 000 §4 (quick calculator and pack step): accident cover is always on; switching disease
 * cover off also switches prevention off; switching prevention on also switches disease on.
 */
export interface CoverChoice {
  cover_diseases: boolean;
  cover_prevention: boolean;
}

export function toggleCover(
  current: CoverChoice,
  field: keyof CoverChoice,
  isOn: boolean,
): CoverChoice {
  if (field === 'cover_diseases') {
    return { cover_diseases: isOn, cover_prevention: isOn ? current.cover_prevention : false };
  }
  return { cover_diseases: isOn ? true : current.cover_diseases, cover_prevention: isOn };
}
