import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Small office files built in the tests (issue 11 item 6): just the structure the upload check
 * reads (a ZIP's directory and parts, an OLE2 directory, RTF control words), clean or carrying
 * what makes a document act when it is opened.
 */

export interface ZipPart {
  name: string;
  content: string | Buffer;
  /** Stored rather than deflated (ODF's `mimetype` must be the first entry, stored). */
  isStored?: boolean;
}

/** A ZIP archive: local headers and data, central directory, end record. */
export function zipOf(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'latin1');
    const raw = Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content, 'utf8');
    const data = part.isStored ? raw : deflateRawSync(raw);
    const method = part.isStored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const relationshipsNs = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeRelationship = (type: string) =>
  `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}`;

/** A `.rels` part with these relationships (`external`: TargetMode="External"). */
export function relsOf(
  relationships: readonly { type: string; target: string; isExternal?: boolean }[],
): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${relationshipsNs}">${relationships
    .map(
      (relationship, index) =>
        `<Relationship Id="rId${index + 1}" Type="${officeRelationship(relationship.type)}" Target="${relationship.target}"${relationship.isExternal ? ' TargetMode="External"' : ''}/>`,
    )
    .join('')}</Relationships>`;
}

/** A paragraph of WordprocessingML. */
export const wordParagraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

/** A minimal DOCX: content types, package and document relationships, the document. */
export function docxOf(
  options: {
    body?: string;
    documentRels?: Parameters<typeof relsOf>[0];
    extraParts?: readonly ZipPart[];
  } = {},
): Buffer {
  const body = options.body ?? wordParagraph('Madame, Monsieur, je vous propose ma candidature.');
  return zipOf([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      content: relsOf([{ type: 'officeDocument', target: 'word/document.xml' }]),
    },
    {
      name: 'word/document.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${body}</w:body></w:document>`,
    },
    { name: 'word/_rels/document.xml.rels', content: relsOf(options.documentRels ?? []) },
    ...(options.extraParts ?? []),
  ]);
}

const odtMimeType = 'application/vnd.oasis.opendocument.text';

/** A minimal ODT: the stored `mimetype` first, the content, the manifest. */
export function odtOf(
  options: { body?: string; manifestEntries?: string; extraParts?: readonly ZipPart[] } = {},
): Buffer {
  const body = options.body ?? '<text:p>Madame, Monsieur, je vous propose ma candidature.</text:p>';
  return zipOf([
    { name: 'mimetype', content: odtMimeType, isStored: true },
    {
      name: 'content.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:script="urn:oasis:names:tc:opendocument:xmlns:script:1.0" office:version="1.3"><office:scripts/><office:body><office:text>${body}</office:text></office:body></office:document-content>`,
    },
    {
      name: 'META-INF/manifest.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="${odtMimeType}"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>${options.manifestEntries ?? ''}</manifest:manifest>`,
    },
    ...(options.extraParts ?? []),
  ]);
}

/** OLE2 directory entry types. */
export const oleStorage = 1;
export const oleStream = 2;

/**
 * A minimal OLE2 compound file (512-byte sectors): the header, one FAT sector, one directory
 * sector holding the root entry and these entries (at most three). Only the directory is real:
 * the streams have no data, which is all the upload check reads of a .doc.
 */
export function oleOf(entries: readonly [name: string, type: number][]): Buffer {
  if (entries.length > 3) throw new Error('oleOf: at most three entries');
  const sector = 512;
  const file = Buffer.alloc(sector * 3, 0);
  // header
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 24);
  file.writeUInt16LE(3, 26);
  file.writeUInt16LE(0xfffe, 28);
  file.writeUInt16LE(9, 30);
  file.writeUInt16LE(6, 32);
  file.writeUInt32LE(1, 44); // FAT sectors
  file.writeUInt32LE(1, 48); // first directory sector
  file.writeUInt32LE(4096, 56);
  file.writeUInt32LE(0xfffffffe, 60); // no mini FAT
  file.writeUInt32LE(0xfffffffe, 68); // no DIFAT sector
  for (let index = 0; index < 109; index += 1) file.writeUInt32LE(0xffffffff, 76 + index * 4);
  file.writeUInt32LE(0, 76); // the FAT is sector 0
  // FAT (sector 0, at 512): itself, then the directory's one-sector chain
  const fat = sector;
  for (let index = 0; index < sector / 4; index += 1)
    file.writeUInt32LE(0xffffffff, fat + index * 4);
  file.writeUInt32LE(0xfffffffd, fat);
  file.writeUInt32LE(0xfffffffe, fat + 4);
  // directory (sector 1, at 1024): 128-byte entries, UTF-16LE names
  const directory = sector * 2;
  const all: [string, number][] = [['Root Entry', 5], ...entries];
  all.forEach(([name, type], index) => {
    const at = directory + index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(file, at);
    file.writeUInt16LE(encoded.length, at + 64);
    file[at + 66] = type;
    file.writeUInt32LE(0xffffffff, at + 68);
    file.writeUInt32LE(0xffffffff, at + 72);
    file.writeUInt32LE(index === 0 && all.length > 1 ? 1 : 0xffffffff, at + 76);
    file.writeUInt32LE(0xfffffffe, at + 116);
  });
  return file;
}

/** An RTF document around this body. */
export const rtfOf = (body = 'Madame, Monsieur, je vous propose ma candidature.\\par ') =>
  Buffer.from(`{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}\\f0\\fs24 ${body}}`, 'latin1');
