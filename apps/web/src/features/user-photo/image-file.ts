import { IMAGE_EXTENSIONS } from '@portal/contracts';

/** Spec part 1 section 5: the file name must end in jpg, jpeg, png or gif (else error 24). */
export function isImageFileName(name: string): boolean {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return name.includes('.') && (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
