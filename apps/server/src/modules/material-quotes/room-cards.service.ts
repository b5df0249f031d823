import { ErrorCode, quoteActor, ROOM_CARD_FILE_PART, ROOM_CARD_MIME_TYPES, wallTimeToInstant } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { randomSecret } from '../../platform/auth/secrets';
import { AppError, conflict, invalid, notFound } from '../../platform/http/app-error';
import { SNIFF_BYTES, sniffFileType } from '../../platform/images/file-type';
import { updateQuote } from './material-quotes.repo';
import { answerQuote, findQuote } from './material-quotes.service';
import * as extras from './quote-extras.repo';
import { requireInTime, requireStep } from './quote-steps';

/*
 * A quote's room card (spec part 3 §7): `room-card/{id}/...` takes the quote's id, since a quote
 * has at most one card (room_cards is unique per quote). Staff upload and delete it, the owner
 * approves it before the room-card deadline, each where the lifecycle table has the step
 * (`change_room_card`, `approve_room_card`) from the quote's status.
 */

const noCard = () => notFound('The quote has no room card.');

export async function setDeadline(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  quoteId: number,
  text: string | null,
) {
  const instant = text === null ? null : wallTimeToInstant(text, ctx.config.TIME_ZONE);
  if (text !== null && !instant) throw invalid({ deadline_at: ['invalid-date'] });
  await ctx.db.transaction(async (tx) => {
    await findQuote(tx, user, 'manage', quoteId, { projectId });
    await updateQuote(tx, quoteId, { roomCardDeadlineAt: instant });
  });
  return answerQuote(ctx.db, user, quoteId);
}

/** The one file part `file`; other parts are drained. */
async function readCard(request: FastifyRequest) {
  let card: { fileName: string; bytes: Buffer } | undefined;
  for await (const part of request.parts({ limits: { fields: 10, parts: 20 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== ROOM_CARD_FILE_PART || card) {
      part.file.on('error', () => {});
      part.file.resume();
      continue;
    }
    const bytes = await part.toBuffer();
    if (bytes.length) card = { fileName: part.filename ?? 'room-card', bytes };
  }
  return card;
}

/**
 * Stores the card after checking its content (PDF or an image; an HTML page named .pdf is
 * refused), then writes its row; an earlier card's file goes after the commit. An approved card
 * stays (409): the owner approved that one.
 */
export async function uploadCard(ctx: AppContext, user: AuthUser, quoteId: number, request: FastifyRequest) {
  const before = await findQuote(ctx.db, user, quoteActor('change_room_card'), quoteId);
  // Refused before the body is read; checked again under the lock below.
  requireStep(before.row.quote.status, 'change_room_card');
  const card = await readCard(request);
  if (!card) throw invalid({ [ROOM_CARD_FILE_PART]: ['required'] }, ErrorCode.chooseFile);
  const type = await sniffFileType(card.bytes.subarray(0, SNIFF_BYTES), card.fileName);
  if (!type || !(ROOM_CARD_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError(422, ErrorCode.unsupportedFileType, 'Unsupported file type.', {
      [ROOM_CARD_FILE_PART]: ['unsupported-file-type'],
    });
  }
  const key = `room-cards/${randomSecret(18)}.${type.ext}`;
  await ctx.storage.put(key, card.bytes, type.mime);
  let replaced: string | undefined;
  try {
    await ctx.db.transaction(async (tx) => {
      const found = await findQuote(tx, user, quoteActor('change_room_card'), quoteId);
      requireStep(found.row.quote.status, 'change_room_card');
      const earlier = await extras.findRoomCard(tx, quoteId);
      if (earlier?.approvedAt)
        throw conflict(ErrorCode.conflict, 'The room card has been approved: it cannot be replaced.');
      replaced = earlier?.storageKey;
      await extras.upsertRoomCard(tx, {
        materialQuoteId: quoteId,
        storageKey: key,
        fileName: card.fileName.slice(0, 255),
        mimeType: type.mime,
        size: card.bytes.length,
        uploadedBy: user.id,
      });
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => {});
    throw error;
  }
  if (replaced) await ctx.storage.delete(replaced).catch(() => {});
  return answerQuote(ctx.db, user, quoteId);
}

export async function openCard(ctx: AppContext, user: AuthUser, quoteId: number) {
  await findQuote(ctx.db, user, 'read', quoteId);
  const card = await extras.findRoomCard(ctx.db, quoteId);
  if (!card) throw noCard();
  return { stream: await ctx.storage.get(card.storageKey), card };
}

export async function deleteCard(ctx: AppContext, user: AuthUser, quoteId: number) {
  const key = await ctx.db.transaction(async (tx) => {
    const found = await findQuote(tx, user, quoteActor('change_room_card'), quoteId);
    const card = await extras.findRoomCard(tx, quoteId);
    if (!card) throw noCard();
    requireStep(found.row.quote.status, 'change_room_card');
    if (card.approvedAt) throw conflict(ErrorCode.conflict, 'The room card has been approved: it cannot be deleted.');
    await extras.deleteRoomCard(tx, quoteId);
    return card.storageKey;
  });
  await ctx.storage.delete(key).catch(() => {});
  return answerQuote(ctx.db, user, quoteId);
}

/** The owner approves the card before the room-card deadline; a second approval keeps the first. */
export async function approveCard(ctx: AppContext, user: AuthUser, quoteId: number) {
  await ctx.db.transaction(async (tx) => {
    const found = await findQuote(tx, user, quoteActor('approve_room_card'), quoteId);
    const card = await extras.findRoomCard(tx, quoteId);
    if (!card) throw noCard();
    if (card.approvedAt) return;
    requireInTime(ctx, requireStep(found.row.quote.status, 'approve_room_card'), found.row);
    await extras.approveRoomCard(tx, quoteId, user.id);
  });
  return answerQuote(ctx.db, user, quoteId);
}
