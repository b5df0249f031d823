import { ErrorCode } from '@portal/contracts';
import { authEndpoints as endpoints } from '@portal/contracts/endpoints/auth';
import type { FastifyInstance } from 'fastify';
import { revokeToken } from '../../platform/auth/sessions';
import { AppError, forbidden } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { STORED_FILE_CSP } from '../../platform/http/security-headers';
import { signChannelSubscription } from '../../platform/realtime/channel-signature';
import { presentCurrentUser } from './auth.presenter';
import * as service from './auth.service';
import * as photos from './user-photo.service';

const ok = { data: { ok: true as const } };

export function registerAuthRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;

  registerEndpoint(app, endpoints.authenticate, async ({ body, request }) => ({
    data: { user: await service.authenticate(ctx, body.email, body.password, request.ip) },
  }));

  registerEndpoint(app, endpoints.currentUser, ({ user }) => ({ data: presentCurrentUser(user) }));

  registerEndpoint(app, endpoints.logout, async ({ user }) => {
    await revokeToken(ctx.db, user.tokenId);
    ctx.sessions.forgetToken(user.tokenId);
    return ok;
  });

  registerEndpoint(app, endpoints.privacyTerms, async () => ({ data: await service.privacyTerms(ctx) }));

  registerEndpoint(app, endpoints.acceptPrivacyTerms, async ({ user }) => {
    await service.acceptTerms(ctx, user.id);
    return ok;
  });

  registerEndpoint(app, endpoints.resetPassword, async ({ body, request }) => {
    await service.requestPasswordReset(ctx, body.email, request.ip);
    return ok;
  });

  registerEndpoint(app, endpoints.changePassword, async ({ body }) => {
    await service.changePassword(ctx, body);
    return ok;
  });

  registerEndpoint(app, endpoints.getUserPhoto, async ({ user, params, reply }) => {
    const { stream, mime } = await photos.openPhoto(ctx, user, params.id);
    return reply
      .header('Content-Type', mime)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', STORED_FILE_CSP)
      .send(stream);
  });

  registerEndpoint(app, endpoints.saveUserPhoto, async ({ user, params, request }) => {
    await photos.savePhoto(ctx, user, params.id, async () => {
      const file = await request.file();
      if (file?.fieldname !== 'user_photo')
        throw new AppError(422, ErrorCode.checkInputs, 'Choose a file.', { user_photo: ['required'] });
      return { fileName: file.filename, bytes: await file.toBuffer() };
    });
    return ok;
  });

  registerEndpoint(app, endpoints.deleteUserPhoto, async ({ user, params }) => {
    await photos.removePhoto(ctx, user, params.id);
    return ok;
  });

  registerEndpoint(app, endpoints.pusherAuth, async ({ user, body }) => {
    if (!(await service.maySubscribe(ctx, user, body.channel_name))) {
      throw forbidden('You may not subscribe to this channel.');
    }
    return {
      auth: signChannelSubscription({
        appKey: ctx.config.PUSHER_APP_KEY,
        appSecret: ctx.realtimeSecret,
        socketId: body.socket_id,
        channel: body.channel_name,
      }),
    };
  });
}
