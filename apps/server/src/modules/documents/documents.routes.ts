import { documentsEndpoints as endpoints } from '@portal/contracts/endpoints/documents';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentDisposition } from '../../platform/http/content-disposition';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { STORED_FILE_CSP } from '../../platform/http/security-headers';
import * as files from './document-files.service';
import * as service from './documents.service';
import { readDocumentUpload } from './documents.upload';
import { isNotModified, storedFileCaching } from './stored-file-caching';

function sendFile(reply: FastifyReply, file: files.ServedFile) {
  reply
    .header('Content-Type', file.mime)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', STORED_FILE_CSP)
    .header('Content-Disposition', contentDisposition(file.inline, file.fileName))
    .header('Accept-Ranges', 'bytes');
  if (file.range) {
    reply
      .code(206)
      .header('Content-Range', `bytes ${file.range.start}-${file.range.end}/${file.size}`)
      .header('Content-Length', String(file.range.end - file.range.start + 1));
  } else {
    reply.header('Content-Length', String(file.size));
  }
  return reply.send(file.stream);
}

export function registerDocumentsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const uploadLimits = () => ({
    maxBytes: Math.floor(ctx.config.UPLOAD_MAX_MB * 1024 * 1024),
    maxMegapixels: ctx.config.IMAGE_MAX_MEGAPIXELS,
  });

  registerEndpoint(app, endpoints.list, async ({ user, params, query }) =>
    service.listDocuments(ctx, user, params.id, query.folder_id, query.limit),
  );
  registerEndpoint(app, endpoints.pictures, async ({ user, params }) => ({
    data: await service.listPictures(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.get, async ({ user, params }) => ({
    data: await service.getDocument(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.upload, async ({ user, params, request }) => ({
    data: await service.uploadDocument(ctx, user, params.id, () =>
      readDocumentUpload(request, ctx.storage, { projectId: params.id, ...uploadLimits() }),
    ),
  }));
  registerEndpoint(app, endpoints.update, async ({ user, params, body }) => ({
    data: await service.updateDocument(ctx, user, params.id, params.documentId, body),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteDocument(ctx, user, params.id, params.documentId);
    return { data: { ok: true as const } };
  });
  registerEndpoint(app, endpoints.deleteMany, async ({ user, params, body }) => ({
    data: { ids: await service.deleteDocuments(ctx, user, params.id, body.ids) },
  }));
  registerEndpoint(app, endpoints.move, async ({ user, params, body }) => ({
    data: await service.moveDocument(ctx, user, params.id, params.documentId, body),
  }));
  registerEndpoint(app, endpoints.moveMany, async ({ user, params, body }) => ({
    data: { ids: await service.moveDocuments(ctx, user, params.id, body) },
  }));
  registerEndpoint(app, endpoints.replaceFile, async ({ user, params, request }) => ({
    data: await files.replaceFile(ctx, user, params.id, params.documentId, params.fileId, () =>
      readDocumentUpload(request, ctx.storage, { projectId: params.id, ...uploadLimits() }),
    ),
  }));
  registerEndpoint(app, endpoints.file, async ({ user, params, query, request, reply }) => {
    const info = await files.findFileInfo(ctx, user, params.id, params.documentId, params.fileId);
    reply.headers(storedFileCaching(info.etag, info.revision, query.v));
    if (isNotModified(request.headers['if-none-match'], info.etag)) return reply.code(304).send();
    return sendFile(reply, await files.openFile(ctx, info, request.headers.range));
  });
  registerEndpoint(app, endpoints.thumb, async ({ user, params, query, request, reply }) => {
    const thumb = await files.findThumb(ctx, user, params.id, params.documentId, query.size);
    reply.headers(storedFileCaching(thumb.etag, thumb.revision, query.v));
    if (isNotModified(request.headers['if-none-match'], thumb.etag)) return reply.code(304).send();
    return reply
      .header('Content-Type', 'image/jpeg')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', STORED_FILE_CSP)
      .send(await thumb.open());
  });
}
