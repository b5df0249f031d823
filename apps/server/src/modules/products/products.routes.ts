import { additionalProductsEndpoints as extras } from '@portal/contracts/endpoints/additional-products';
import { productsEndpoints as endpoints } from '@portal/contracts/endpoints/products';
import { tagsEndpoints as tagEndpoints } from '@portal/contracts/endpoints/tags';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { paged } from '../../platform/http/pagination';
import { STORED_FILE_CSP } from '../../platform/http/security-headers';
import * as extraService from './additional-products.service';
import * as categories from './product-categories.service';
import { readProductUpload } from './product-photos';
import * as service from './products.service';
import * as tags from './tags.service';

const ok = { data: { ok: true as const } };

/** The product catalogue: categories, products and their photos, tags, additional products. */
export function registerProductsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;

  registerEndpoint(app, endpoints.categories, async ({ user, query }) => {
    const { rows, total, create } = await categories.listCategories(ctx, user, query);
    return { ...paged(query, rows, total), can: { create } };
  });
  registerEndpoint(app, endpoints.createCategory, async ({ user, body }) => ({
    data: await categories.createCategory(ctx, user, body),
  }));
  registerEndpoint(app, endpoints.updateCategory, async ({ user, params, body }) => ({
    data: await categories.updateCategory(ctx, user, params.id, body),
  }));
  registerEndpoint(app, endpoints.deleteCategory, async ({ user, params }) => {
    await categories.deleteCategory(ctx, user, params.id);
    return ok;
  });

  registerEndpoint(app, endpoints.categoryProducts, async ({ user, params, query }) => {
    const { rows, total, create } = await service.listCategoryProducts(ctx, user, params.id, query);
    return { ...paged(query, rows, total), can: { create } };
  });
  registerEndpoint(app, endpoints.create, async ({ user, request }) => ({
    data: await service.createProduct(ctx, user, () => readProductUpload(request)),
  }));
  registerEndpoint(app, endpoints.get, async ({ user, params }) => ({
    data: await service.getProduct(ctx, user, params.id),
  }));
  registerEndpoint(app, endpoints.update, async ({ user, params, request }) => ({
    data: await service.updateProduct(ctx, user, params.id, () => readProductUpload(request)),
  }));
  registerEndpoint(app, endpoints.delete, async ({ user, params }) => {
    await service.deleteProduct(ctx, user, params.id);
    return ok;
  });
  registerEndpoint(app, endpoints.photo, async ({ user, params, reply }) => {
    const stream = await service.openPhoto(ctx, user, params.id, params.photo);
    // Always a re-encoded JPEG (product-photos.ts); the URL changes with the photo, so it may be cached.
    return reply
      .header('Content-Type', 'image/jpeg')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', STORED_FILE_CSP)
      .header('Cache-Control', 'private, max-age=86400')
      .send(stream);
  });

  registerEndpoint(app, tagEndpoints.list, async ({ user }) => tags.listTags(ctx, user));
  registerEndpoint(app, tagEndpoints.create, async ({ user, body }) => ({
    data: await tags.createTag(ctx, user, body),
  }));
  registerEndpoint(app, tagEndpoints.update, async ({ user, params, body }) => ({
    data: await tags.updateTag(ctx, user, params.id, body),
  }));
  registerEndpoint(app, tagEndpoints.delete, async ({ user, params }) => {
    await tags.deleteTag(ctx, user, params.id);
    return ok;
  });
  registerEndpoint(app, tagEndpoints.category, async ({ user, params }) => tags.listCategoryTags(ctx, user, params.id));
  registerEndpoint(app, tagEndpoints.products, async ({ user, params }) => ({
    data: await tags.listTagProducts(ctx, user, params.id),
  }));

  registerEndpoint(app, extras.list, async ({ user }) => extraService.listAdditionalProducts(ctx, user));
  registerEndpoint(app, extras.create, async ({ user, body }) => ({
    data: await extraService.createAdditionalProduct(ctx, user, body),
  }));
  registerEndpoint(app, extras.update, async ({ user, params, body }) => ({
    data: await extraService.updateAdditionalProduct(ctx, user, params.id, body),
  }));
  registerEndpoint(app, extras.delete, async ({ user, params }) => {
    await extraService.deleteAdditionalProduct(ctx, user, params.id);
    return ok;
  });
  registerEndpoint(app, extras.form, async ({ user, params }) =>
    extraService.listFormAdditionalProducts(ctx, user, params.id),
  );
}
