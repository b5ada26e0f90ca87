import { inflateRawSync } from 'node:zlib';
import { detectDocumentKind } from '@app/domain/claims/document-files';

/**
 * The files a job application takes (spec 002 §5: pdf, docx, doc, rtf, odt, jpg, txt), each
 * recognised by its bytes and never by its name or the browser's content type:
 * - pdf `%PDF-`, jpg `FF D8 FF` (the claim documents' rule);
 * - docx: a ZIP whose central directory names `[Content_Types].xml` and `word/document.xml`,
 *   without macros (`word/vbaProject.bin`: a .docm under another name);
 * - odt: a ZIP whose first entry is the stored `mimetype` file holding exactly
 *   `application/vnd.oasis.opendocument.text`, with a `content.xml`;
 * - doc: an OLE2 compound file whose directory holds a `WordDocument` stream (Excel and
 *   PowerPoint files are OLE2 too, without that stream);
 * - rtf: starts with `{\rtf`;
 * - txt: valid UTF-8 without NUL (anything binary fails this).
 * Every read is bounds-checked: a truncated or hostile file is refused, never an exception.
 * `activeContentOf` then reads the recognised file for what makes it act when opened (macros,
 * embedded objects, external templates, DDE fields): HR opens these files.
 */

export interface ApplicationFileType {
  kind: 'pdf' | 'jpeg' | 'docx' | 'odt' | 'doc' | 'rtf' | 'txt';
  mimeType: string;
  /** The extension the stored and mailed file gets. */
  extension: string;
  /** Other extensions a user's file name may already end with. */
  aliases?: readonly string[];
}

export const applicationFileTypes = {
  pdf: { kind: 'pdf', mimeType: 'application/pdf', extension: '.pdf' },
  jpeg: { kind: 'jpeg', mimeType: 'image/jpeg', extension: '.jpg', aliases: ['.jpeg'] },
  docx: {
    kind: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: '.docx',
  },
  odt: { kind: 'odt', mimeType: 'application/vnd.oasis.opendocument.text', extension: '.odt' },
  doc: { kind: 'doc', mimeType: 'application/msword', extension: '.doc' },
  rtf: { kind: 'rtf', mimeType: 'application/rtf', extension: '.rtf' },
  txt: { kind: 'txt', mimeType: 'text/plain; charset=utf-8', extension: '.txt' },
} as const satisfies Record<ApplicationFileType['kind'], ApplicationFileType>;

/** The accepted extensions, for the upload widget's `accept` and the refusal message. */
export const applicationFileExtensions = ['.pdf', '.docx', '.doc', '.rtf', '.odt', '.jpg', '.txt'];

// ---------------------------------------------------------------------------------------------
// Little-endian reads that answer null outside the buffer

const u16 = (bytes: Uint8Array, at: number) =>
  at >= 0 && at + 2 <= bytes.length ? (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) : null;
const u32 = (bytes: Uint8Array, at: number) =>
  at >= 0 && at + 4 <= bytes.length
    ? ((bytes[at] ?? 0) |
        ((bytes[at + 1] ?? 0) << 8) |
        ((bytes[at + 2] ?? 0) << 16) |
        ((bytes[at + 3] ?? 0) << 24)) >>>
      0
    : null;
const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((byte, index) => bytes[at + index] === byte);
const latin1 = (bytes: Uint8Array, at: number, length: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + at, length).toString('latin1');

// ---------------------------------------------------------------------------------------------
// ZIP (docx, odt)

const zipLocalMagic = [0x50, 0x4b, 0x03, 0x04];
const zipEndSignature = 0x06054b50;
const zipCentralSignature = 0x02014b50;
const zipMaxEntries = 10_000;

/** An entry of a ZIP's central directory: where its data starts and how it is stored. */
interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (the only two office files use). */
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The entries of a ZIP's central directory; null when it is not a readable ZIP. */
function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  if (!startsWith(bytes, zipLocalMagic) || bytes.length < 22) return null;
  // the end record is within the last 22 + 65535 bytes (its comment is at most 65535)
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (u32(bytes, at) === zipEndSignature) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(bytes, end + 10);
  const directorySize = u32(bytes, end + 12);
  const directoryOffset = u32(bytes, end + 16);
  if (count === null || directorySize === null || directoryOffset === null) return null;
  // ZIP64 markers: no office document under 8 MB needs them
  if (count === 0xffff || directoryOffset === 0xffffffff || count > zipMaxEntries) return null;
  if (directoryOffset + directorySize > end) return null;

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (u32(bytes, at) !== zipCentralSignature) return null;
    const method = u16(bytes, at + 10);
    const compressedSize = u32(bytes, at + 20);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const localOffset = u32(bytes, at + 42);
    if (
      method === null ||
      compressedSize === null ||
      nameLength === null ||
      extraLength === null ||
      commentLength === null ||
      localOffset === null
    ) {
      return null;
    }
    if (at + 46 + nameLength > end) return null;
    entries.push({
      name: latin1(bytes, at + 46, nameLength),
      method,
      compressedSize,
      localOffset,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry names of a ZIP's central directory; null when it is not a readable ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  return zipEntries(bytes)?.map((entry) => entry.name) ?? null;
}

const zipLocalSignature = 0x04034b50;
/** What the parts read for active content may unpack to, all together (a ZIP bomb stops here). */
const unpackBudgetBytes = 64 * 1024 * 1024;

/**
 * Reads entries' text (stored or deflated) within one budget of unpacked bytes for the file;
 * null when an entry cannot be read or the budget is spent (the file is then refused).
 */
function zipReader(bytes: Uint8Array) {
  let budget = unpackBudgetBytes;
  return (entry: ZipEntry): string | null => {
    if (u32(bytes, entry.localOffset) !== zipLocalSignature) return null;
    const nameLength = u16(bytes, entry.localOffset + 26);
    const extraLength = u16(bytes, entry.localOffset + 28);
    if (nameLength === null || extraLength === null) return null;
    const start = entry.localOffset + 30 + nameLength + extraLength;
    if (start + entry.compressedSize > bytes.length) return null;
    const data = Buffer.from(bytes.buffer, bytes.byteOffset + start, entry.compressedSize);
    let unpacked: Buffer;
    if (entry.method === 0) unpacked = data;
    else if (entry.method === 8) {
      try {
        unpacked = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
      } catch {
        return null;
      }
    } else return null;
    budget -= unpacked.length;
    if (budget < 0) return null;
    return unpacked.toString('utf8');
  };
}

const odtMimeType = 'application/vnd.oasis.opendocument.text';

/** ODF: the first local entry is `mimetype`, stored (not compressed), holding the type. */
function firstEntryIsOdtMimeType(bytes: Uint8Array): boolean {
  const method = u16(bytes, 8);
  const size = u32(bytes, 18);
  const nameLength = u16(bytes, 26);
  const extraLength = u16(bytes, 28);
  if (method !== 0 || size === null || nameLength === null || extraLength === null) return false;
  if (nameLength !== 8 || latin1(bytes, 30, Math.min(8, bytes.length - 30)) !== 'mimetype') {
    return false;
  }
  const dataAt = 30 + nameLength + extraLength;
  if (size !== odtMimeType.length || dataAt + size > bytes.length) return false;
  return latin1(bytes, dataAt, size) === odtMimeType;
}

function recogniseZip(bytes: Uint8Array): ApplicationFileType | null {
  const names = zipEntryNames(bytes);
  if (!names) return null;
  const has = (name: string) => names.includes(name);
  if (has('[Content_Types].xml') && has('word/document.xml')) {
    return has('word/vbaProject.bin') ? null : applicationFileTypes.docx;
  }
  if (has('mimetype') && has('content.xml') && firstEntryIsOdtMimeType(bytes))
    return applicationFileTypes.odt;
  return null;
}

// ---------------------------------------------------------------------------------------------
// OLE2 compound file (doc)

const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const endOfChain = 0xfffffffe;
/** Enough sectors for any file under the upload limit, and a stop for cycles. */
const oleMaxSectors = 20_000;

/** An entry of an OLE2 directory: 1 storage, 2 stream, 5 root. */
interface OleEntry {
  name: string;
  type: number;
}

/** The directory of an OLE2 compound file; null when it is not a readable one. */
function oleDirectory(bytes: Uint8Array): OleEntry[] | null {
  if (!startsWith(bytes, oleMagic) || u16(bytes, 28) !== 0xfffe) return null;
  const shift = u16(bytes, 30);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const fatCount = u32(bytes, 44) ?? 0;
  const firstDirectory = u32(bytes, 48);
  const sectorAt = (id: number) => (id + 1) * sectorSize;
  if (firstDirectory === null || fatCount > oleMaxSectors) return null;

  // the FAT's own sectors: 109 in the header, the others in the DIFAT chain
  const fatSectors: number[] = [];
  for (let index = 0; index < Math.min(fatCount, 109); index += 1) {
    const id = u32(bytes, 76 + index * 4);
    if (id === null) return null;
    fatSectors.push(id);
  }
  let difat = u32(bytes, 68);
  for (let hops = 0; fatSectors.length < fatCount && difat !== null && hops < 1000; hops += 1) {
    if (difat === endOfChain || difat >= 0xfffffffa) break;
    for (let index = 0; index < perSector - 1 && fatSectors.length < fatCount; index += 1) {
      const id = u32(bytes, sectorAt(difat) + index * 4);
      if (id === null) return null;
      fatSectors.push(id);
    }
    difat = u32(bytes, sectorAt(difat) + (perSector - 1) * 4);
  }
  const nextSector = (id: number) => {
    const fatSector = fatSectors[Math.floor(id / perSector)];
    return fatSector === undefined ? null : u32(bytes, sectorAt(fatSector) + (id % perSector) * 4);
  };

  // the directory: 128-byte entries, UTF-16LE names, type 2 for a stream
  const entries: OleEntry[] = [];
  const seen = new Set<number>();
  for (let sector: number | null = firstDirectory; sector !== null && sector < 0xfffffffa; ) {
    if (seen.has(sector) || seen.size >= oleMaxSectors) return null;
    seen.add(sector);
    const start = sectorAt(sector);
    if (start + sectorSize > bytes.length) return null;
    for (let entry = start; entry < start + sectorSize; entry += 128) {
      const nameLength = u16(bytes, entry + 64) ?? 0;
      if (nameLength < 2 || nameLength > 64) continue;
      const name = Buffer.from(bytes.buffer, bytes.byteOffset + entry, nameLength - 2).toString(
        'utf16le',
      );
      entries.push({ name, type: bytes[entry + 66] ?? 0 });
    }
    sector = nextSector(sector);
  }
  return entries;
}

function oleHasWordStream(bytes: Uint8Array): boolean {
  return (
    oleDirectory(bytes)?.some((entry) => entry.name === 'WordDocument' && entry.type === 2) ?? false
  );
}

// ---------------------------------------------------------------------------------------------
// RTF and plain text

const rtfMagic = [...'{\\rtf'].map((character) => character.charCodeAt(0));

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** What a job application file is, by its bytes; null for anything else (PNG, exe, xls…). */
export function recogniseApplicationFile(bytes: Uint8Array): ApplicationFileType | null {
  const claimKind = detectDocumentKind(bytes);
  if (claimKind === 'pdf') return applicationFileTypes.pdf;
  if (claimKind === 'jpeg') return applicationFileTypes.jpeg;
  if (startsWith(bytes, zipLocalMagic)) return recogniseZip(bytes);
  if (startsWith(bytes, oleMagic)) return oleHasWordStream(bytes) ? applicationFileTypes.doc : null;
  if (startsWith(bytes, rtfMagic)) return applicationFileTypes.rtf;
  return isUtf8Text(bytes) ? applicationFileTypes.txt : null;
}

// ---------------------------------------------------------------------------------------------
// Active content (issue 11 item 6): what makes a document act when HR opens it

/** A field instruction's text: XML character references decoded (`&#68;DE` is `DDE`). */
const xmlText = (text: string) =>
  text
    .replace(/&#x([0-9a-f]{1,6});/gi, (_match, hex: string) =>
      String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)),
    )
    .replace(/&#(\d{1,7});/g, (_match, decimal: string) =>
      String.fromCodePoint(Math.min(Number(decimal), 0x10ffff)),
    );
/** A DDE field runs a command on opening (`DDEAUTO c:\\windows\\system32\\cmd.exe …`). */
const ddeField = /\bDDE(AUTO)?\b/i;

/**
 * DOCX: macros (`vbaProject.bin`, `vbaData.xml`), embedded objects (`word/embeddings/`),
 * ActiveX controls, relationships to anything outside the file but web links (an
 * `attachedTemplate` fetched from a server is how a macro-free file loads macros), DDE fields.
 * OPC part names are compared without case, as Word does.
 */
function docxActiveContent(bytes: Uint8Array): string | null {
  const entries = zipEntries(bytes);
  if (!entries) return 'unreadable ZIP';
  const read = zipReader(bytes);
  for (const entry of entries) {
    const name = entry.name.toLowerCase();
    if (name.endsWith('vbaproject.bin') || name.endsWith('vbadata.xml')) return 'macros';
    if (name.startsWith('word/embeddings/')) return 'embedded object';
    if (name.startsWith('word/activex/')) return 'ActiveX control';
  }
  for (const entry of entries) {
    const name = entry.name.toLowerCase();
    if (name.endsWith('.rels')) {
      const text = read(entry);
      if (text === null) return 'unreadable part';
      for (const [relationship] of text.matchAll(/<(?:[\w.-]+:)?Relationship\b[^>]*>/gi)) {
        if (!/\bTargetMode\s*=\s*["']\s*External\s*["']/i.test(relationship)) continue;
        const type = /\bType\s*=\s*["']([^"']*)["']/i.exec(relationship)?.[1] ?? '';
        // a web link in the text is allowed, as in PDFs; anything else fetched is not
        if (!/\/hyperlink$/i.test(type)) {
          return `external relationship (${type.split('/').pop() || 'unknown'})`;
        }
      }
    } else if (/^word\/[^/]+\.xml$/.test(name)) {
      const text = read(entry);
      if (text === null) return 'unreadable part';
      // a field's instruction may be cut into several runs: joined before it is read
      const instructions = [
        ...[...text.matchAll(/<(?:[\w.-]+:)?instrText\b[^>]*>([^<]*)</gi)].map((m) => m[1]),
        ...[...text.matchAll(/\s(?:[\w.-]+:)?instr\s*=\s*"([^"]*)"/gi)].map((m) => m[1]),
      ].join('');
      if (ddeField.test(xmlText(instructions))) return 'DDE field';
    }
  }
  return null;
}

/** ODF elements that embed or run something: objects, OLE, applets, plugins, scripts. */
const odfActiveElement =
  /<(?:[\w.-]+:)?(object|object-ole|applet|plugin|event-listener|script)[\s/>]/;

/**
 * ODT: macros (`Basic/`, `Scripts/`), embedded objects (`Object 1/`, `ObjectReplacements/`,
 * OLE objects in the manifest), and elements that embed or run something in the content.
 */
function odtActiveContent(bytes: Uint8Array): string | null {
  const entries = zipEntries(bytes);
  if (!entries) return 'unreadable ZIP';
  const read = zipReader(bytes);
  for (const entry of entries) {
    if (/^(basic|scripts)\//i.test(entry.name)) return 'macros';
    if (/^(object[ _]?\d*(\/|$)|objectreplacements\/)/i.test(entry.name)) return 'embedded object';
  }
  for (const entry of entries) {
    if (!['content.xml', 'styles.xml', 'META-INF/manifest.xml'].includes(entry.name)) continue;
    const text = read(entry);
    if (text === null) return 'unreadable part';
    if (entry.name === 'META-INF/manifest.xml') {
      if (/oleobject|basic\/|scripts\//i.test(text)) return 'embedded object or macros';
    } else if (odfActiveElement.test(text)) return 'embedded object or script';
  }
  return null;
}

/** Storages and streams of a Word 97 file that hold macros or embedded objects. */
const oleActiveEntries = new Map([
  ['macros', 'macros'],
  ['vba', 'macros'],
  ['_vba_project', 'macros'],
  ['_vba_project_cur', 'macros'],
  ['objectpool', 'embedded object'],
]);

/** DOC: a `Macros`/`VBA` storage, or embedded objects (`ObjectPool`). */
function docActiveContent(bytes: Uint8Array): string | null {
  const entries = oleDirectory(bytes);
  if (!entries) return 'unreadable OLE2 file';
  for (const entry of entries) {
    const reason = oleActiveEntries.get(entry.name.toLowerCase());
    if (reason && entry.type !== 0) return reason;
  }
  return null;
}

/**
 * RTF: objects (`\object`, `\objdata`, `\objupdate` and the other `\obj…` words: OLE
 * exploits ride in them), a template fetched on opening (`\*\template`), DDE fields.
 */
function rtfActiveContent(bytes: Uint8Array): string | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  if (/\\obj[a-z]*/i.test(text)) return 'embedded object';
  if (/\\template(?![a-z])/i.test(text)) return 'external template';
  if (/\\fldinst/i.test(text) && ddeField.test(text.replace(/[{}]/g, ''))) return 'DDE field';
  return null;
}

/**
 * Why a recognised job-application file is refused (for the log, never its content), or null
 * when it carries nothing that acts: macros, embedded objects, external templates, DDE fields.
 */
export function activeContentOf(
  bytes: Uint8Array,
  kind: ApplicationFileType['kind'],
): string | null {
  if (kind === 'docx') return docxActiveContent(bytes);
  if (kind === 'odt') return odtActiveContent(bytes);
  if (kind === 'doc') return docActiveContent(bytes);
  if (kind === 'rtf') return rtfActiveContent(bytes);
  return null;
}
