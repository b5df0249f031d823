import {
  authenticateRequest,
  authenticateResponse,
  changePasswordRequest,
  currentUser,
  dataEnvelope,
  ErrorCode,
  idParam,
  okResult,
  privacyTermsResponse,
  pusherAuthRequest,
  pusherAuthResponse,
  resetPasswordRequest,
  userChannel,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guard';
import { revokeToken } from '../../platform/auth/sessions';
import { AppError, forbidden } from '../../platform/http/app-error';
import { signChannelSubscription } from '../../platform/realtime/channel-signature';
import { presentCurrentUser } from './auth.presenter';
import * as service from './auth.service';
import * as photos from './user-photo.service';

const ok = { data: { ok: true as const } };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/authenticate',
    {
      schema: {
        description:
          'Sign in. 401 for a wrong e-mail or password, 401 "User has been disabled." (code 44) for a disabled user, 429 with Retry-After when throttled.',
        body: authenticateRequest,
        response: { 200: authenticateResponse },
        security: [],
      },
    },
    async (request) => ({
      data: { user: await service.authenticate(ctx, request.body.email, request.body.password, request.ip) },
    }),
  );

  app.get(
    '/user',
    { schema: { description: 'The login check: the signed-in user.', response: { 200: dataEnvelope(currentUser) } } },
    async (request) => ({
      data: presentCurrentUser(requireUser(request)),
    }),
  );

  app.post(
    '/logout',
    { schema: { description: 'Addition: revokes the bearer token.', response: { 200: okResult } } },
    async (request) => {
      const user = requireUser(request);
      await revokeToken(ctx.db, user.tokenId);
      ctx.sessions.forgetToken(user.tokenId);
      return ok;
    },
  );

  app.get(
    '/privacyterms',
    {
      schema: {
        description: 'Terms translations; open without a login.',
        response: { 200: privacyTermsResponse },
        security: [],
      },
    },
    async () => ({
      data: await service.privacyTerms(ctx),
    }),
  );

  app.post(
    '/acceptedprivacyterms',
    { schema: { description: 'Records that the user accepted the terms.', response: { 200: okResult } } },
    async (request) => {
      const user = requireUser(request);
      await service.acceptTerms(ctx, user.id);
      return ok;
    },
  );

  app.post(
    '/user/reset-password',
    {
      schema: {
        description: 'Always 200: e-mails a reset link to /forgot/{token}/{email} when the account exists.',
        body: resetPasswordRequest,
        response: { 200: okResult },
        security: [],
      },
    },
    async (request) => {
      await service.requestPasswordReset(ctx, request.body.email);
      return ok;
    },
  );

  app.post(
    '/user/change-password',
    {
      schema: {
        description:
          'Sets a password from an activation or reset link. 409 code 14 mismatch; 400 code 6 invalid, used or expired link; 422 weak password.',
        body: changePasswordRequest,
        response: { 200: okResult },
        security: [],
      },
    },
    async (request) => {
      await service.changePassword(ctx, request.body);
      return ok;
    },
  );

  app.get(
    '/userphoto/:id',
    { schema: { description: 'A user photo (image bytes); 404 when none.', params: idParam } },
    async (request, reply) => {
      requireUser(request);
      const { stream, mime } = await photos.openPhoto(ctx, request.params.id);
      return reply
        .header('Content-Type', mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=60')
        .send(stream);
    },
  );

  app.put(
    '/userphoto/:id',
    {
      schema: {
        description:
          'Multipart field `user_photo`: jpg, jpeg, png or gif, checked by content (else 24). Sent as POST ?_method=PUT by browsers.',
        params: idParam,
        response: { 200: okResult },
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const user = requireUser(request);
      await photos.assertMayChangePhoto(ctx, user, request.params.id);
      const file = await request.file();
      if (file?.fieldname !== 'user_photo')
        throw new AppError(422, ErrorCode.checkInputs, 'Choose a file.', { user_photo: ['required'] });
      const bytes = await file.toBuffer();
      await photos.savePhoto(ctx, request.params.id, file.filename, bytes);
      return ok;
    },
  );

  app.delete('/userphoto/:id', { schema: { params: idParam, response: { 200: okResult } } }, async (request) => {
    const user = requireUser(request);
    await photos.assertMayChangePhoto(ctx, user, request.params.id);
    await photos.removePhoto(ctx, request.params.id);
    return ok;
  });

  app.post(
    '/auth/pusher',
    {
      schema: {
        description:
          'Signs a real-time subscription (form or JSON: socket_id, channel_name). Only `private-user.{id}` of the signed-in user; 403 otherwise. Answers `{ auth }` as pusher-js expects, without the data envelope.',
        body: pusherAuthRequest,
        response: { 200: pusherAuthResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.body.channel_name !== userChannel(user.id)) throw forbidden('You may not subscribe to this channel.');
      return {
        auth: signChannelSubscription({
          appKey: ctx.config.PUSHER_APP_KEY,
          appSecret: ctx.config.PUSHER_APP_SECRET,
          socketId: request.body.socket_id,
          channel: request.body.channel_name,
        }),
      };
    },
  );
};
