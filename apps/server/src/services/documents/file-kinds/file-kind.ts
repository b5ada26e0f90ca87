/** What a kind's parser says of a whole file. */
export type Inspection =
  | { ok: true /** The bytes to store: the original, or a clean re-encoding. */; bytes: Buffer }
  | {
      ok: false /** For the log only (never personal data): why the file was refused. */;
      reason: string;
    };

/**
 * One kind of uploaded file, as a strategy (issue 11 item 6): a cheap look at the first bytes to
 * pick the kind, then the whole file read by a library made for it. A route accepts a list of
 * kinds (claims: PDF and JPEG); a new kind (DOCX, ODT, RTF, TXT for the job application form)
 * is one more object implementing this, added to the list of the route that accepts it.
 */
export interface FileKind {
  readonly name: string;
  readonly mimeType: string;
  /** The extension a stored name ends with. */
  readonly extension: string;
  /** Other spellings of the extension a name may keep (`.jpeg` for `.jpg`). */
  readonly otherSpellings: readonly string[];
  /** The first bytes say the file may be of this kind: this picks the parser, never decides. */
  sniff(bytes: Uint8Array): boolean;
  /** Reads the whole file; refuses what does not parse or carries active content. */
  inspect(bytes: Buffer): Promise<Inspection>;
}

export const refused = (reason: string): Inspection => ({ ok: false, reason });
