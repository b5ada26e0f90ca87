import { detectDocumentKind, documentFileKinds } from '@app/domain/claims/document-files';
import sharp from 'sharp';
import { type FileKind, refused } from './file-kind';

// decoded images are not kept in libvips' cache: each upload is read once
sharp.cache(false);

/**
 * Pixels a photo may have: a 50-megapixel camera picture passes; a small file that would
 * decode into gigabytes (a decompression bomb) does not.
 */
const maxPixels = 60_000_000;

/**
 * JPEG photos and scans, decoded with sharp (libvips) and stored re-encoded: turned upright by
 * their EXIF orientation, without metadata, comments or anything after the image, so a script
 * riding in a segment or behind the end marker is not kept. What does not decode as a JPEG (an
 * SVG or a script behind JPEG magic bytes, a truncated file) is refused.
 */
export const jpegKind: FileKind = {
  name: 'jpeg',
  mimeType: documentFileKinds.jpeg.mimeType,
  extension: documentFileKinds.jpeg.extension,
  otherSpellings: ['.jpeg'],
  sniff: (bytes) => detectDocumentKind(bytes) === 'jpeg',
  async inspect(bytes) {
    try {
      const image = sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels });
      const metadata = await image.metadata();
      if (metadata.format !== 'jpeg') return refused(`jpeg: decodes as ${metadata.format}`);
      const clean = await image.rotate().jpeg({ quality: 90 }).toBuffer();
      return { ok: true, bytes: clean };
    } catch {
      return refused('jpeg: does not decode');
    }
  },
};
