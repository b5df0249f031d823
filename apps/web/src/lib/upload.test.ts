// @vitest-environment jsdom
import { endpoints } from '@portal/contracts/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentFixture } from '../test/document-fixture';
import { fakeServer, refusal } from '../test/fake-server';
import { isApiError } from './api-error';
import { UploadFailure, uploadWithProgress } from './upload';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

afterEach(() => vi.unstubAllGlobals());

describe('uploadWithProgress', () => {
  it('sends a multipart PUT as POST ?_method=PUT, which the server reads as the PUT', async () => {
    const server = fakeServer().on(endpoints.auth.saveUserPhoto, { data: { ok: true } });
    await expect(
      uploadWithProgress(endpoints.auth.saveUserPhoto, { params: { id: 5 } }, { user_photo: photo() }),
    ).resolves.toEqual({ data: { ok: true } });
    expect(server.problems).toEqual([]);
    const [call] = server.calls;
    expect([call.wireMethod, call.method, call.path]).toEqual(['POST', 'PUT', 'userphoto/5']);
    expect((call.body as Record<string, File>).user_photo.name).toBe('me.jpg');
  });

  it('sends a POST as it is, its fields as the contract reads them, and reports the progress', async () => {
    const server = fakeServer().on(endpoints.documents.upload, { data: documentFixture({ id: 4 }) });
    const progress: number[] = [];
    await uploadWithProgress(
      endpoints.documents.upload,
      { params: { id: 1 } },
      { documentTypeId: 2, folderId: 0, keywords: [12], file: photo() },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    expect(server.problems).toEqual([]);
    expect(server.calls.map((c) => [c.wireMethod, c.path])).toEqual([['POST', 'projects/1/documents']]);
    expect(progress.at(-1)).toBe(1);
  });

  it('rejects a refusal with the API error and the body beside it', async () => {
    fakeServer().on(endpoints.auth.saveUserPhoto, refusal(422, 24, { user_photo: ['unsupported-file-type'] }));
    const failure = await uploadWithProgress(
      endpoints.auth.saveUserPhoto,
      { params: { id: 5 } },
      { user_photo: photo() },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadFailure);
    const { error } = failure as UploadFailure;
    expect(isApiError(error) && [error.status, error.code, error.fields]).toEqual([
      422,
      24,
      { user_photo: ['unsupported-file-type'] },
    ]);
  });
});
