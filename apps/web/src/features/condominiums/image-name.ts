import { IMAGE_EXTENSIONS } from '@portal/contracts';

/** Spec part 3 §9: photos are jpg, jpeg, png or gif; the server checks the content as well. */
export function isPhotoFileName(name: string): boolean {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return name.includes('.') && (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

export const PHOTO_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
