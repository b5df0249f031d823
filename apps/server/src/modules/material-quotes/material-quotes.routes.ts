import { materialQuotesEndpoints as endpoints } from '@portal/contracts/endpoints/material-quotes';
import { roomCardsEndpoints as cards } from '@portal/contracts/endpoints/room-cards';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../platform/http/content-disposition';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { STORED_FILE_CSP } from '../../platform/http/security-headers';
import * as service from './material-quotes.service';
import * as extras from './quote-extras.service';
import * as roomCards from './room-cards.service';

const ok = { data: { ok: true as const } };

/** Quotes of apartments, their comments, additional rows, photos and room cards. */
export function registerMaterialQuotesRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;

  registerEndpoint(app, endpoints.projectQuotes, async ({ user, params, query }) =>
    service.listProjectQuotes(ctx, user, params.id, query),
  );
  registerEndpoint(app, endpoints.create, async ({ user, params, body }) => ({
    data: await service.createQuote(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.update, async ({ user, params, body }) => ({
    data: await service.updateQuote(ctx, user, params.id, params.quoteId, body),
  }));
  registerEndpoint(app, endpoints.publish, async ({ user, params }) => ({
    data: await service.publishQuote(ctx, user, params.id, params.quoteId),
  }));
  registerEndpoint(app, endpoints.apartmentQuotes, async ({ user, params }) => ({
    data: await service.listApartmentHistory(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.openQuotes, async ({ user, params }) => ({
    data: await service.listApartmentOpen(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.get, async ({ user, params }) => ({
    data: await service.getQuote(ctx, user, params.apartmentId, params.quoteId),
  }));
  registerEndpoint(app, endpoints.rows, async ({ user, params }) => ({
    data: await service.listRows(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.selections, async ({ user, params }) => ({
    data: await service.listSelections(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.markRead, async ({ user, params }) => ({
    data: await service.markRead(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.approve, async ({ user, params }) => ({
    data: await service.approveQuote(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.sendCorrections, async ({ user, params, body }) => ({
    data: await service.sendCorrections(ctx, user, params.id, body.comment),
  }));

  registerEndpoint(app, endpoints.comments, async ({ user, params }) => ({
    data: await extras.listComments(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.addComment, async ({ user, params, body }) => ({
    data: await extras.addComment(ctx, user, params.id, body.comment),
  }));
  registerEndpoint(app, endpoints.addRowComment, async ({ user, params, body }) => ({
    data: await extras.addComment(ctx, user, params.id, body.comment, body.row_id),
  }));
  registerEndpoint(app, endpoints.additionalRows, async ({ user, params }) => ({
    data: await extras.listAdditionalRows(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.addAdditionalRow, async ({ user, params, body }) => ({
    data: await extras.addAdditionalRow(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.updateAdditionalRow, async ({ user, params, body }) => ({
    data: await extras.updateAdditionalRow(ctx, user, params.id, params.rowId, body),
  }));
  registerEndpoint(app, endpoints.deleteAdditionalRow, async ({ user, params }) => {
    await extras.deleteAdditionalRow(ctx, user, params.id, params.rowId);
    return ok;
  });
  registerEndpoint(app, endpoints.photos, async ({ user, params }) => ({
    data: await extras.listPhotos(ctx, user, params.id, params.quoteId),
  }));
  registerEndpoint(app, endpoints.uploadPhotos, async ({ user, params, request }) => ({
    data: await extras.uploadPhotos(ctx, user, params.id, params.quoteId, request),
  }));
  registerEndpoint(app, endpoints.photo, async ({ user, params, reply }) => {
    const stream = await extras.openPhoto(ctx, user, params.id, params.quoteId, params.photoId);
    // Always a re-encoded JPEG; a photo id is never reused, so it may be cached.
    return reply
      .header('Content-Type', 'image/jpeg')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', STORED_FILE_CSP)
      .header('Cache-Control', 'private, max-age=86400')
      .send(stream);
  });
  registerEndpoint(app, endpoints.deletePhoto, async ({ user, params }) => {
    await extras.deletePhoto(ctx, user, params.id, params.quoteId, params.photoId);
    return ok;
  });

  registerEndpoint(app, cards.deadline, async ({ user, params, body }) => ({
    data: await roomCards.setDeadline(ctx, user, params.id, params.quoteId, body.deadline_at),
  }));
  registerEndpoint(app, cards.upload, async ({ user, params, request }) => ({
    data: await roomCards.uploadCard(ctx, user, params.id, request),
  }));
  registerEndpoint(app, cards.download, async ({ user, params, reply }) => {
    const { stream, card } = await roomCards.openCard(ctx, user, params.id);
    // Always an attachment with the type found by content at upload: nothing runs in the portal's origin.
    return reply
      .header('Content-Type', card.mimeType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', STORED_FILE_CSP)
      .header('Content-Disposition', contentDisposition(false, card.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(stream);
  });
  registerEndpoint(app, cards.delete, async ({ user, params }) => ({
    data: await roomCards.deleteCard(ctx, user, params.id),
  }));
  registerEndpoint(app, cards.approve, async ({ user, params }) => ({
    data: await roomCards.approveCard(ctx, user, params.id),
  }));
}
