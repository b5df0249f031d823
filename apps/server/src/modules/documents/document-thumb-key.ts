import type { ThumbSize } from '@portal/contracts';

/**
 * The thumbnails' keys share a prefix; each size is `{prefix}/{size}.jpg`. Apart from
 * document-thumbs.ts, so serving a thumbnail does not load the image and PDF libraries.
 */
export const thumbKey = (prefix: string, size: ThumbSize) => `${prefix}/${size}.jpg`;
