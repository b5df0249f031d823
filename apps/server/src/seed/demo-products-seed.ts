import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { randomSecret } from '../platform/auth/secrets';
import type { Db } from '../platform/db/client';
import { productCategories, products, productTags, tags } from '../platform/db/schema';
import { productPictures } from './demo-product-pictures';
import { DEMO_PRODUCT_CATEGORIES, DEMO_TAGS } from './demo-products-data';

/**
 * The demo product catalogue (README "Demo data"): 5 categories × 8 products with tags, into a
 * database that has no product category yet. Called from seedDemo; the photos are drawn apart
 * (seedDemoProductPhotos), because they need the file storage.
 */
export async function seedDemoProducts(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(productCategories);
  if (n > 0) return;
  await db.transaction(async (tx) => {
    const tagRows = await tx
      .insert(tags)
      .values(DEMO_TAGS.map((name) => ({ name })))
      .returning();
    const tagId = new Map(tagRows.map((t) => [t.name, t.id]));
    for (const category of DEMO_PRODUCT_CATEGORIES) {
      const [row] = await tx.insert(productCategories).values({ name: category.name }).returning();
      const inserted = await tx
        .insert(products)
        .values(
          category.products.map((p) => ({
            productCategoryId: row.id,
            manufacturer: p.manufacturer,
            name: p.name,
            code: p.code,
            description: p.description,
            price: p.price,
            measurements: p.measurements,
          })),
        )
        .returning({ id: products.id, code: products.code });
      const links = inserted.flatMap((product) => {
        const demo = category.products.find((p) => p.code === product.code);
        return (demo?.tags ?? []).map((name) => ({ productId: product.id, tagId: tagId.get(name) ?? 0 }));
      });
      if (links.length) await tx.insert(productTags).values(links);
    }
  });
}

/**
 * Draws the photos of demo products that have none and were never edited (first start, or a
 * start after an interrupted one): removing a photo later is not undone by a restart.
 */
export async function seedDemoProductPhotos(ctx: AppContext): Promise<void> {
  for (const category of DEMO_PRODUCT_CATEGORIES) {
    const codes = category.products.map((p) => p.code);
    const rows = await ctx.db
      .select({ id: products.id, code: products.code, createdAt: products.createdAt, updatedAt: products.updatedAt })
      .from(products)
      .where(and(inArray(products.code, codes), isNull(products.productPhoto), isNull(products.productContextPhoto)));
    for (const row of rows) {
      if (row.updatedAt.getTime() !== row.createdAt.getTime()) continue;
      const demo = category.products.find((p) => p.code === row.code);
      if (!demo) continue;
      const { photo, context } = await productPictures(category.kind, demo.color, `${demo.manufacturer} ${demo.name}`);
      const photoKey = `product-photos/${randomSecret(18)}.jpg`;
      const contextKey = `product-photos/${randomSecret(18)}.jpg`;
      await ctx.storage.put(photoKey, photo, 'image/jpeg');
      await ctx.storage.put(contextKey, context, 'image/jpeg');
      // updatedAt stays as it was: the row still counts as never edited by a person.
      await ctx.db
        .update(products)
        .set({ productPhoto: photoKey, productContextPhoto: contextKey })
        .where(eq(products.id, row.id));
    }
  }
}
