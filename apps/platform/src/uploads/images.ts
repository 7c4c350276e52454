import type { UploadImage } from '@tessera/api/contract';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGES_MAX, WITHDRAW_CONFIRM_CODES } from '@tessera/api/contract';
import type { Db } from '../db/open';
import { badRequest, Refusal } from '../http/refusal';

/** An image that passed the checks: its type by content and its bytes. */
export interface CheckedImage {
  name: string;
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The type an image's first bytes say it is (png or jpeg), or null: a file's name and stated type are not believed. */
export function imageTypeOf(bytes: Buffer): CheckedImage['mime'] | null {
  if (bytes.length > PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.length > JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Base64 length of the largest allowed image (and a little room), checked before decoding. */
const MAX_BASE64 = Math.ceil(UPLOAD_IMAGE_MAX_BYTES / 3) * 4 + 4;

/**
 * Checks up to three images (§5: png or jpg, at most 5 MB each) by their content, the messages
 * being refusals that name the file. `images` that is not an array of `{ name, type, data }` is a
 * bad request.
 */
export function checkImages(images: unknown): CheckedImage[] {
  if (images === undefined || images === null) return [];
  if (!Array.isArray(images)) throw badRequest('images must be a list');
  if (images.length > UPLOAD_IMAGES_MAX)
    throw new Refusal(WITHDRAW_CONFIRM_CODES.tooManyImages, `At most ${UPLOAD_IMAGES_MAX} images`, {
      max: UPLOAD_IMAGES_MAX,
    });
  return images.map((image: Partial<UploadImage>) => {
    if (typeof image !== 'object' || image === null || typeof image.data !== 'string' || typeof image.name !== 'string')
      throw badRequest('An image is { name, type, data }');
    const name = image.name.slice(0, 120);
    if (image.data.length > MAX_BASE64)
      throw new Refusal(WITHDRAW_CONFIRM_CODES.imageTooLarge, 'An image is larger than 5 MB', {
        name,
        maxBytes: UPLOAD_IMAGE_MAX_BYTES,
      });
    if (!BASE64.test(image.data)) throw badRequest('Image data must be base64');
    const bytes = Buffer.from(image.data, 'base64');
    if (bytes.length > UPLOAD_IMAGE_MAX_BYTES)
      throw new Refusal(WITHDRAW_CONFIRM_CODES.imageTooLarge, 'An image is larger than 5 MB', {
        name,
        maxBytes: UPLOAD_IMAGE_MAX_BYTES,
      });
    const mime = imageTypeOf(bytes);
    if (!mime) throw new Refusal(WITHDRAW_CONFIRM_CODES.imageType, 'Only png and jpg images are accepted', { name });
    return { name, mime, bytes };
  });
}

/** Keeps checked images for what they belong to; answers their ids. */
export async function storeImages(
  db: Db,
  memberId: number,
  purpose: string,
  subject: string,
  images: readonly CheckedImage[],
  at: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const image of images) {
    const row = await db
      .insertInto('uploaded_images')
      .values({
        member_id: memberId,
        purpose,
        subject,
        mime: image.mime,
        size: image.bytes.length,
        bytes: image.bytes,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** The body limit of a route taking images: three at the largest size, in base64, and the rest of the body. */
export const IMAGE_BODY_LIMIT = UPLOAD_IMAGES_MAX * MAX_BASE64 + 64 * 1024;
