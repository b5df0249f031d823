/** The image is bigger than the pixel limit: refused before any decode (a decompression-bomb guard). */
export class ImageTooLargeError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
    readonly maxMegapixels: number,
  ) {
    super(`image of ${width} × ${height} pixels is over the ${maxMegapixels} megapixel limit`);
    this.name = 'ImageTooLargeError';
  }
}

/** Not an image we take (jpg, png, gif, HEIC/HEIF), or its header cannot be read. */
export class UnsupportedImageError extends Error {
  constructor(message = 'not a supported image') {
    super(message);
    this.name = 'UnsupportedImageError';
  }
}
