import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoleUsers, signInEveryRole } from '../test/authorization';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoProductPhotos, seedDemoProducts } from './demo-products-seed';

let t: TestApp;
let roles: RoleUsers;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
});
afterAll(() => t.close());

describe('demo product catalogue', () => {
  it('adds 5 categories of 8 products with tags and drawn photos, once', async () => {
    await seedDemoProducts(t.ctx.db);
    await seedDemoProducts(t.ctx.db);
    await seedDemoProductPhotos(t.ctx);
    await seedDemoProductPhotos(t.ctx);
    const api = t.as(roles.employee);
    const categories = (await api.products.categories({ query: { per_page: 9999 } })).data;
    expect(categories).toHaveLength(5);
    expect(categories.every((c) => c.products_count === 8)).toBe(true);
    const floors = categories.find((c) => c.name.startsWith('Lattiat'));
    const products = (await api.products.categoryProducts({ params: { id: floors?.id ?? 0 } })).data;
    expect(products).toHaveLength(8);
    expect(products.every((p) => p.product_photo && p.product_context_photo)).toBe(true);
    expect(products.some((p) => p.tags.length > 0)).toBe(true);
    const photo = await api.products.photo({ params: { id: products[0].id, photo: 'product_photo' } });
    expect((await sharp(photo.data).metadata()).format).toBe('jpeg');
  });
});
