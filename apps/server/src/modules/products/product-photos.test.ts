import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeredUrl } from '../../test/api-client';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { pngWithHeaderSize } from '../../test/images';
import { form, TINY_PNG } from '../../test/multipart';
import { makeCategory, makeProduct, productForm } from '../../test/product-factories';

let t: TestApp;
let roles: RoleUsers;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  categoryId = await makeCategory(t, roles.super);
});
afterAll(() => t.close());

const photo = (filename: string, content: Buffer | string) => ({ filename, content, contentType: 'image/png' });

/** A JPEG with the camera's make and GPS position in its EXIF block. */
const withGps = () =>
  sharp({ create: { width: 600, height: 300, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '60/1 10/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 56/1 0/1' },
    })
    .toBuffer();

describe('product photos', () => {
  it('stores both photos re-encoded as JPEG without metadata and serves them by the answered URL', async () => {
    const original = await withGps();
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const res = await t.as(roles.ownerManager).products.create({
      formData: productForm(categoryId, {
        product_photo: photo('tile.jpg', original),
        product_context_photo: photo('room.png', TINY_PNG),
      }),
    });
    expect(res.status, res.body).toBe(201);
    const { id, product_photo, product_context_photo } = res.data;
    expect(product_photo).toMatch(new RegExp(`^products/${id}/photos/product_photo\\?v=`));
    expect(product_context_photo).toMatch(new RegExp(`^products/${id}/photos/product_context_photo\\?v=`));

    const served = await t.as(roles.employee).products.photo({ params: { id, photo: 'product_photo' } });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(600);
    // The answered URL is the same route (what the web app fetches).
    const byUrl = await t.app.inject({
      method: 'GET',
      url: answeredUrl(product_photo ?? ''),
      headers: { authorization: `Bearer ${roles.employee.token}` },
    });
    expect(byUrl.statusCode).toBe(200);
  });

  it('refuses what is not jpg, jpeg, png or gif by name or content with 24, storing nothing', async () => {
    const cases = [
      photo('notes.txt', 'hello'),
      photo('fake.png', 'GIF89a not really'),
      photo('page.png', '%PDF-1.4 a pdf'),
      photo('script.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      photo('huge.png', pngWithHeaderSize(20_000, 20_000)),
    ];
    for (const file of cases) {
      const res = await t
        .as(roles.super)
        .products.create({ formData: productForm(categoryId, { product_photo: file }) });
      expect(res.status, file.filename).toBe(422);
      expect(res.error.code, file.filename).toBe(24);
      expect(Object.keys(res.error.fields), file.filename).toEqual(['product_photo']);
    }
    const context = await t
      .as(roles.super)
      .products.create({ formData: productForm(categoryId, { product_context_photo: photo('x.gif', 'nope') }) });
    expect(context.error.fields).toHaveProperty('product_context_photo');
    const list = await t
      .as(roles.super)
      .products.categoryProducts({ params: { id: categoryId }, query: { per_page: 9999 } });
    expect(list.data.every((p) => !p.name.includes('fake'))).toBe(true);
  });

  it('replaces and removes photos on edit (POST ?_method=PUT with the delete flags)', async () => {
    const id = await makeProduct(t, roles.super, categoryId, {
      product_photo: photo('a.png', TINY_PNG),
      product_context_photo: photo('b.png', TINY_PNG),
    });
    const before = (await t.as(roles.super).products.get({ params: { id } })).data;
    const replaced = await t.as(roles.super).products.update(
      {
        params: { id },
        formData: form({ product_photo: photo('c.jpg', await withGps()), delete_product_context_photo: 1 }),
      },
      { methodOverride: true },
    );
    expect(replaced.status, replaced.body).toBe(200);
    expect(replaced.data.product_photo).not.toBe(before.product_photo);
    expect(replaced.data.product_context_photo).toBeNull();
    const gone = await t.as(roles.super).products.photo({ params: { id, photo: 'product_context_photo' } });
    expect(gone.status).toBe(410);
    const removed = await t
      .as(roles.super)
      .products.update({ params: { id }, formData: form({ delete_product_photo: '1' }) }, { methodOverride: true });
    expect(removed.data.product_photo).toBeNull();
    const bad = await t
      .as(roles.super)
      .products.update(
        { params: { id }, formData: form({ product_photo: photo('x.png', 'text') }) },
        { methodOverride: true },
      );
    expect(bad.error.code).toBe(24);
  });

  it('answers 404 for an unknown photo name or product', async () => {
    const id = await makeProduct(t, roles.super, categoryId);
    const unknown = await t.as(roles.super).products.photo({ params: { id: 2_000_000_000, photo: 'product_photo' } });
    expect(unknown.status).toBe(404);
    const wrongName = await t.app.inject({
      method: 'GET',
      url: answeredUrl(`products/${id}/photos/other_photo`),
      headers: { authorization: `Bearer ${roles.super.token}` },
    });
    expect(wrongName.statusCode).toBe(404);
  });
});
