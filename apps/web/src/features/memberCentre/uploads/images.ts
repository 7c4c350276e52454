import type { UploadImage } from '@tessera/api';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGES_MAX } from '@tessera/api';

/** What the file chooser offers (§5: png or jpg). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg';

/** An image ready to send, with a preview the page can show (a data address: no object URL to revoke). */
export interface PickedImage {
  image: UploadImage;
  preview: string;
  size: number;
}

/** Why a chosen file was not taken. */
export type ImageProblem = { problem: 'type' | 'size'; name: string } | { problem: 'count'; max: number };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image type a file's first bytes say it is (the platform checks the same way; a name or stated type is not believed). */
export function imageTypeOf(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const starts = (magic: number[]) => magic.every((b, i) => head[i] === b);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return null;
}

function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file);
  });
}

function base64Of(bytes: Uint8Array): string {
  let text = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) text += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(text);
}

/**
 * Reads the files the member chose, after those already picked: at most {@link UPLOAD_IMAGES_MAX}
 * in all, each a png or jpeg by content and at most 5 MB. Answers the images taken and the first
 * problem met (the other files are still taken).
 */
export async function pickImages(
  files: readonly File[],
  already: number,
): Promise<{ picked: PickedImage[]; problem: ImageProblem | null }> {
  const picked: PickedImage[] = [];
  let problem: ImageProblem | null = null;
  for (const file of files) {
    if (already + picked.length >= UPLOAD_IMAGES_MAX) {
      problem ??= { problem: 'count', max: UPLOAD_IMAGES_MAX };
      break;
    }
    if (file.size > UPLOAD_IMAGE_MAX_BYTES) {
      problem ??= { problem: 'size', name: file.name };
      continue;
    }
    const bytes = await bytesOf(file);
    const mime = imageTypeOf(bytes.subarray(0, 8));
    if (!mime) {
      problem ??= { problem: 'type', name: file.name };
      continue;
    }
    const data = base64Of(bytes);
    picked.push({
      image: { name: file.name, type: mime, data },
      preview: `data:${mime};base64,${data}`,
      size: file.size,
    });
  }
  return { picked, problem };
}
