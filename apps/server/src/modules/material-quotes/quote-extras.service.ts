import {
  type AdditionalRowInput,
  ErrorCode,
  IMAGE_EXTENSIONS,
  IMAGE_MIME_TYPES,
  QUOTE_PHOTO_FILE_PART,
  quoteActor,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { randomSecret } from '../../platform/auth/secrets';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, invalid, notFound } from '../../platform/http/app-error';
import { reencodePhoto } from '../../platform/images/reencode-photo';
import { presentAdditionalRow, presentComment, presentPhoto } from './material-quotes.presenter';
import { findQuote } from './material-quotes.service';
import * as extras from './quote-extras.repo';
import { requireStep } from './quote-steps';

/* A quote's comments, additional rows and photos. */

const money = (value: number) => value.toFixed(2);

export async function listComments(ctx: AppContext, user: AuthUser, quoteId: number) {
  await findQuote(ctx.db, user, 'read', quoteId);
  return (await extras.findComments(ctx.db, quoteId)).map(presentComment);
}

/** A comment on the quote, or on one of its rows (a row of another quote: 422 on row_id). */
export async function addComment(ctx: AppContext, user: AuthUser, quoteId: number, comment: string, rowId?: number) {
  const row = await ctx.db.transaction(async (tx) => {
    await findQuote(tx, user, 'comment', quoteId);
    if (rowId !== undefined && !(await extras.isRowOf(tx, rowId, quoteId))) throw invalid({ row_id: ['not-found'] });
    return extras.insertComment(tx, {
      materialQuoteId: quoteId,
      materialQuoteRowId: rowId ?? null,
      userId: user.id,
      body: comment,
    });
  });
  return presentComment({ comment: row, userName: user.name });
}

export async function listAdditionalRows(ctx: AppContext, user: AuthUser, quoteId: number) {
  await findQuote(ctx.db, user, 'read', quoteId);
  return (await extras.findAdditionalRows(ctx.db, quoteId)).map(presentAdditionalRow);
}

async function additionalValues(input: AdditionalRowInput, tx: DbOrTx) {
  const productId = input.additional_product_id ?? null;
  if (productId !== null && !(await extras.additionalProductExists(tx, productId))) {
    throw invalid({ additional_product_id: ['not-found'] });
  }
  return {
    additionalProductId: productId,
    description: input.description,
    price: money(input.price),
    area: input.area === undefined || input.area === null ? null : money(input.area),
  };
}

export async function addAdditionalRow(ctx: AppContext, user: AuthUser, quoteId: number, input: AdditionalRowInput) {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await findQuote(tx, user, quoteActor('edit'), quoteId);
    requireStep(found.row.quote.status, 'edit');
    return extras.insertAdditionalRow(tx, { materialQuoteId: quoteId, ...(await additionalValues(input, tx)) });
  });
  return presentAdditionalRow(row);
}

export async function updateAdditionalRow(
  ctx: AppContext,
  user: AuthUser,
  quoteId: number,
  rowId: number,
  input: AdditionalRowInput,
) {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await findQuote(tx, user, quoteActor('edit'), quoteId);
    if (!(await extras.findAdditionalRow(tx, quoteId, rowId))) throw notFound('Row not found.');
    requireStep(found.row.quote.status, 'edit');
    return extras.updateAdditionalRow(tx, rowId, await additionalValues(input, tx));
  });
  return presentAdditionalRow(row);
}

export async function deleteAdditionalRow(ctx: AppContext, user: AuthUser, quoteId: number, rowId: number) {
  await ctx.db.transaction(async (tx) => {
    const found = await findQuote(tx, user, quoteActor('edit'), quoteId);
    if (!(await extras.findAdditionalRow(tx, quoteId, rowId))) throw notFound('Row not found.');
    requireStep(found.row.quote.status, 'edit');
    await extras.deleteAdditionalRow(tx, rowId);
  });
}

export async function listPhotos(ctx: AppContext, user: AuthUser, projectId: number, quoteId: number) {
  await findQuote(ctx.db, user, 'read', quoteId, { projectId });
  return (await extras.findPhotos(ctx.db, quoteId)).map(presentPhoto);
}

export async function openPhoto(ctx: AppContext, user: AuthUser, projectId: number, quoteId: number, photoId: number) {
  await findQuote(ctx.db, user, 'read', quoteId, { projectId });
  const photo = await extras.findPhoto(ctx.db, quoteId, photoId);
  if (!photo) throw notFound('Photo not found.');
  return ctx.storage.get(photo.storageKey);
}

export async function deletePhoto(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  quoteId: number,
  photoId: number,
) {
  const key = await ctx.db.transaction(async (tx) => {
    await findQuote(tx, user, 'manage', quoteId, { projectId });
    const photo = await extras.findPhoto(tx, quoteId, photoId);
    if (!photo) throw notFound('Photo not found.');
    await extras.deletePhoto(tx, photoId);
    return photo.storageKey;
  });
  // The row is gone; a file left behind by a failed delete is the sweeper's (ARCHITECTURE.md "Data").
  await ctx.storage.delete(key).catch(() => {});
}

const MAX_PHOTOS_PER_UPLOAD = 10;
const unsupported = () =>
  new AppError(422, ErrorCode.unsupportedFileType, 'Unsupported file type.', {
    [QUOTE_PHOTO_FILE_PART]: ['unsupported-file-type'],
  });

/** The file parts named `photos`; other parts are drained. Empty parts count as none. */
async function readPhotoParts(request: FastifyRequest) {
  const files: { fileName: string; bytes: Buffer }[] = [];
  for await (const part of request.parts({ limits: { fields: 10, parts: MAX_PHOTOS_PER_UPLOAD + 10 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== QUOTE_PHOTO_FILE_PART || files.length >= MAX_PHOTOS_PER_UPLOAD) {
      part.file.on('error', () => {});
      part.file.resume();
      continue;
    }
    const bytes = await part.toBuffer();
    if (bytes.length) files.push({ fileName: part.filename ?? '', bytes });
  }
  return files;
}

/** jpg, jpeg, png or gif by name AND by content, then re-encoded (orientation, no metadata, pixel limit). */
async function preparePhoto(fileName: string, bytes: Buffer): Promise<Buffer> {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) throw unsupported();
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(IMAGE_MIME_TYPES as readonly string[]).includes(detected.mime)) throw unsupported();
  try {
    return await reencodePhoto(bytes);
  } catch (error) {
    if (error instanceof AppError) {
      throw new AppError(422, ErrorCode.unsupportedFileType, error.message, {
        [QUOTE_PHOTO_FILE_PART]: Object.values(error.fields ?? {}).flat(),
      });
    }
    throw error;
  }
}

/**
 * Adds the uploaded photos: access is checked before the body is read, every photo is prepared
 * before any is stored (a bad second photo stores nothing), files are stored before their rows.
 */
export async function uploadPhotos(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  quoteId: number,
  request: FastifyRequest,
) {
  await findQuote(ctx.db, user, 'manage', quoteId, { projectId });
  const files = await readPhotoParts(request);
  if (!files.length) throw invalid({ [QUOTE_PHOTO_FILE_PART]: ['required'] }, ErrorCode.chooseFile);
  const prepared = [];
  for (const file of files)
    prepared.push({ fileName: file.fileName, bytes: await preparePhoto(file.fileName, file.bytes) });
  const rows: extras.NewPhoto[] = [];
  for (const photo of prepared) {
    const key = `quote-photos/${randomSecret(18)}.jpg`;
    await ctx.storage.put(key, photo.bytes, 'image/jpeg');
    rows.push({
      materialQuoteId: quoteId,
      storageKey: key,
      fileName: photo.fileName.slice(0, 255),
      uploadedBy: user.id,
    });
  }
  await ctx.db.transaction(async (tx) => {
    await findQuote(tx, user, 'manage', quoteId, { projectId });
    await extras.insertPhotos(tx, rows);
  });
  return listPhotos(ctx, user, projectId, quoteId);
}
