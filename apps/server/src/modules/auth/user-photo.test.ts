import { USER_PHOTO_MAX_SIDE } from '@portal/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCompanies, projects } from '../../platform/db/schema';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';
import { pngWithHeaderSize } from '../../test/images';
import { form, TINY_PNG } from '../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (id: number, token: string, filename: string, content: Buffer | string, methodOverride = false) =>
  t
    .as(token)
    .auth.saveUserPhoto(
      { params: { id }, formData: form({ user_photo: { filename, content, contentType: 'image/png' } }) },
      { methodOverride },
    );

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } }, limitInputPixels: false });

/** A user with a stored photo, and their token. */
async function userWithPhoto(companyId?: number) {
  const user = await makeUser(t.ctx, { companyId });
  const token = await t.tokenFor(user.id);
  expect((await upload(user.id, token, 'me.png', TINY_PNG)).status).toBe(200);
  return { user, token };
}

let projectSeq = 0;
async function projectWith(...companyIds: number[]) {
  projectSeq += 1;
  const [project] = await t.ctx.db
    .insert(projects)
    .values({ code: `PH-${process.pid}-${projectSeq}`, name: 'Photo project', type: 'infrastructure' })
    .returning();
  await t.ctx.db.insert(projectCompanies).values(companyIds.map((companyId) => ({ projectId: project.id, companyId })));
}

describe('user photo', () => {
  it('stores an image as JPEG, serves it as an image, and removes it', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.tokenFor(user.id);
    expect((await t.as(token).auth.getUserPhoto({ params: { id: user.id } })).status).toBe(404);
    // Browsers send the multipart update as POST with ?_method=PUT.
    expect((await upload(user.id, token, 'me.png', TINY_PNG, true)).status).toBe(200);
    const photo = await t.as(token).auth.getUserPhoto({ params: { id: user.id } });
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['cache-control']).toBe('no-store');
    expect((await sharp(photo.data).metadata()).format).toBe('jpeg');
    expect((await t.as(token).auth.currentUser()).data.has_photo).toBe(true);
    expect((await t.as(token).auth.deleteUserPhoto({ params: { id: user.id } })).status).toBe(200);
    expect((await t.as(token).auth.getUserPhoto({ params: { id: user.id } })).status).toBe(404);
  });

  it('strips EXIF (GPS included), applies the orientation and caps the long side', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.tokenFor(user.id);
    // 3000 × 1500 stored sideways: orientation 6 means "rotate 90° clockwise to show".
    const withGps = await solid(3000, 1500)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '60/1 10/1 12/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '24/1 56/1 0/1',
        },
      })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    expect(before.orientation).toBe(6);

    expect((await upload(user.id, token, 'site.jpg', withGps)).status).toBe(200);
    const stored = (await t.as(token).auth.getUserPhoto({ params: { id: user.id } })).data;
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Turned upright: now portrait, the long side capped.
    expect({ width: after.width, height: after.height }).toEqual({ width: 512, height: USER_PHOTO_MAX_SIDE });
  });

  it('refuses a 20000 × 20000 PNG (a small file) with 24 by its header, before decoding it', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.tokenFor(user.id);
    // The header claims 400 megapixels over a few bytes of data: made in a millisecond, refused by
    // the header (the service reads it with sharp's metadata(), which decodes no pixel).
    const res = await upload(user.id, token, 'bomb.png', pngWithHeaderSize(20_000, 20_000));
    expect(res.status).toBe(422);
    expect(res.error.code).toBe(24);
    expect((await t.as(token).auth.getUserPhoto({ params: { id: user.id } })).status).toBe(404);
  });

  it('refuses a wrong extension and content that is not an image, with 24', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.tokenFor(user.id);
    const txt = await upload(user.id, token, 'notes.txt', 'hello');
    expect(txt.status).toBe(422);
    expect(txt.error.code).toBe(24);
    const fake = await upload(user.id, token, 'fake.png', '<html><script>alert(1)</script></html>');
    expect(fake.status).toBe(422);
    expect(fake.error.code).toBe(24);
    expect((await t.as(token).auth.getUserPhoto({ params: { id: user.id } })).status).toBe(404);
  });

  it('does not let one user change another user’s photo', async () => {
    const a = await makeUser(t.ctx);
    const b = await makeUser(t.ctx);
    const res = await upload(b.id, await t.tokenFor(a.id), 'x.png', TINY_PNG);
    expect(res.status).toBe(403);
  });

  it('answers 404 for an id of 2³¹ or more', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.tokenFor(user.id);
    expect((await t.as(token).auth.getUserPhoto({ params: { id: 2147483648 } })).status).toBe(404);
    expect((await upload(2147483648, token, 'me.png', TINY_PNG)).status).toBe(404);
  });
});

describe('who sees a photo', () => {
  it('serves it to company colleagues, project colleagues and user administrators; 404 to strangers', async () => {
    const owner = await makeCompany(t.ctx, 'owner');
    const client = await makeCompany(t.ctx, 'client');
    const sub = await makeCompany(t.ctx, 'subcontractor');
    const elsewhere = await makeCompany(t.ctx, 'client');
    const { user } = await userWithPhoto(client.id);
    await projectWith(client.id, sub.id);
    await projectWith(elsewhere.id);

    const read = async (viewerCompanyId: number | undefined, opts: { isSuper?: boolean } = {}) => {
      const viewer = await makeUser(t.ctx, { companyId: viewerCompanyId, ...opts });
      return (await t.as(await t.tokenFor(viewer.id)).auth.getUserPhoto({ params: { id: user.id } })).status;
    };
    expect(await read(client.id)).toBe(200); // same company
    expect(await read(sub.id)).toBe(200); // a project both companies are attached to
    expect(await read(owner.id)).toBe(200); // the owner side sees every project, this one too
    expect(await read(elsewhere.id)).toBe(404); // another company, on another project
    expect(await read(undefined)).toBe(404); // no company at all
    expect(await read(undefined, { isSuper: true })).toBe(200); // a user administrator
    expect((await t.api.auth.getUserPhoto({ params: { id: user.id } })).status).toBe(401);
  });
});
