import { expect } from 'vitest';
import type { RoleUser } from './authorization';
import type { TestApp } from './harness';
import { type FilePart, form } from './multipart';

/*
 * Shared by the catalogue's API tests: a category and a product made through the typed client.
 */

let seq = 0;

export async function makeCategory(t: TestApp, as: RoleUser, name?: string): Promise<number> {
  seq += 1;
  const res = await t.as(as).products.createCategory({ body: { name: name ?? `Category ${process.pid}-${seq}` } });
  expect(res.status, res.body).toBe(201);
  return res.data.id;
}

export function productForm(
  categoryId: number,
  extra: Record<string, string | number | FilePart | undefined> = {},
): FormData {
  seq += 1;
  return form({
    product_category_id: categoryId,
    manufacturer: 'Tikkurila',
    name: `Harmony ${seq}`,
    code: `TK-${seq}`,
    price: '12.50',
    ...extra,
  });
}

export async function makeProduct(
  t: TestApp,
  as: RoleUser,
  categoryId: number,
  extra: Record<string, string | number | FilePart | undefined> = {},
): Promise<number> {
  const res = await t.as(as).products.create({ formData: productForm(categoryId, extra) });
  expect(res.status, res.body).toBe(201);
  return res.data.id;
}
