import { ErrorCode, MAX_PHOTO_PIXELS, USER_PHOTO_MAX_SIDE } from '@portal/contracts';
import sharp from 'sharp';
import { AppError } from '../http/app-error';

export const unsupportedPhoto = () =>
  new AppError(422, ErrorCode.unsupportedFileType, 'Unsupported file type.', { user_photo: ['unsupported-file-type'] });

const tooLarge = () =>
  new AppError(422, ErrorCode.unsupportedFileType, 'The image is too large.', { user_photo: ['image-too-large'] });

/**
 * Re-encodes an uploaded photo (DECISIONS.md "Who may write"): the size is read from the header
 * first, so an image of more than 40 megapixels (a tiny PNG can claim 20000 × 20000) is refused
 * with 24 before any pixel is decoded; then the EXIF orientation is applied, the long side capped
 * at 1024 px and the result written as JPEG, which drops every metadata block (GPS, camera,
 * comments): sharp keeps none unless asked.
 */
export async function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' as const };
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, options).metadata());
  } catch {
    throw unsupportedPhoto();
  }
  if (!width || !height) throw unsupportedPhoto();
  if (width * height > MAX_PHOTO_PIXELS) throw tooLarge();
  try {
    return await sharp(bytes, options)
      .autoOrient()
      .resize({ width: USER_PHOTO_MAX_SIDE, height: USER_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      // JPEG has no transparency: transparent parts of a PNG or GIF become white, not black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw unsupportedPhoto();
  }
}
