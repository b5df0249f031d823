import { z } from 'zod';
import { NAME_MAX_LENGTH } from './constants';
import { dataEnvelope, listEnvelope } from './envelope';
import { id, name, price, text } from './primitives';
import { booleanFlag } from './users';

/*
 * The product catalogue (spec part 3 §3, §5, §7; DECISIONS.md "Condominiums and materials"):
 * categories, their products with two photos, tags on products, and additional products.
 * Prices are euros with 2 decimals, answered as JSON numbers.
 */

const abilities = z.object({ update: z.boolean(), delete: z.boolean() });

export const productCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many products it has: a category with products is not deleted (409). */
  products_count: z.number().int(),
  can: abilities,
});
export type ProductCategory = z.infer<typeof productCategory>;

/** POST productcategories, PUT productcategories/{id}. */
export const productCategoryRequest = z.object({ name: name() });
export type ProductCategoryInput = z.output<typeof productCategoryRequest>;

export const productCategoryResponse = dataEnvelope(productCategory);
export const productCategoryListResponse = listEnvelope(productCategory).extend({
  can: z.object({ create: z.boolean() }),
});

export const tag = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many products carry it: a tag in use is not deleted (409). */
  products_count: z.number().int(),
  can: abilities,
});
export type Tag = z.infer<typeof tag>;

/** A tag as a product carries it. */
export const productTag = z.object({ id: z.number().int(), name: z.string() });
export type ProductTag = z.infer<typeof productTag>;

export const tagRequest = z.object({ name: name() });
export type TagInput = z.output<typeof tagRequest>;
export const tagResponse = dataEnvelope(tag);
export const tagListResponse = dataEnvelope(z.array(tag)).extend({ can: z.object({ create: z.boolean() }) });

/** Which of a product's two photos (the spec's field names). */
export const PRODUCT_PHOTOS = ['product_photo', 'product_context_photo'] as const;
export type ProductPhotoName = (typeof PRODUCT_PHOTOS)[number];

export const product = z.object({
  id: z.number().int(),
  product_category_id: z.number().int(),
  manufacturer: z.string(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  price: z.number(),
  measurements: z.string(),
  external_link: z.string(),
  /** The photo's URL (GET products/{id}/photos/product_photo, changes with the photo), or null. */
  product_photo: z.string().nullable(),
  product_context_photo: z.string().nullable(),
  tags: z.array(productTag),
  can: abilities,
});
export type Product = z.infer<typeof product>;

/** A link shown to users: http(s) only, so no `javascript:` ever lands in an href; empty for none. */
export const externalLink = text(2048)
  .trim()
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { message: 'invalid-url' });

/** Required text of a product (manufacturer, name, code): "required" when empty (spec part 3 §5). */
const required = text(NAME_MAX_LENGTH).trim().min(1, { message: 'required' });
const optionalText = (max: number) => text(max).trim().optional();

/** Tag ids as a form sends them: `1,4,7` or a JSON array `[1,4,7]` (empty: none). */
export const tagIdList = text(2000)
  .trim()
  .transform((text, ctx) => {
    const v = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1).trim() : text;
    if (v === '') return [];
    const ids: number[] = [];
    for (const part of v.split(',')) {
      const parsed = id().safeParse(part.trim());
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'invalid-id' });
        return z.NEVER;
      }
      ids.push(parsed.data);
    }
    return [...new Set(ids)];
  });

/**
 * The text fields of POST products (multipart; the file parts `product_photo` and
 * `product_context_photo` are optional). manufacturer, name and code are required, price is
 * numeric 0…1,000,000 with 2 decimals. `tag_ids`: the product's tags, comma-separated.
 */
export const createProductFields = z.object({
  product_category_id: id(),
  manufacturer: required,
  name: required,
  code: required,
  description: optionalText(10_000),
  price: price(),
  measurements: optionalText(NAME_MAX_LENGTH),
  external_link: externalLink.optional(),
  tag_ids: tagIdList.optional(),
});
export type CreateProductFields = z.output<typeof createProductFields>;

/**
 * PUT products/{id} (multipart, sent as POST `?_method=PUT`): the same fields; one left out keeps
 * its value. A file part replaces that photo; `delete_product_photo=1` /
 * `delete_product_context_photo=1` remove one (a file sent with it wins).
 */
export const updateProductFields = z.object({
  product_category_id: id().optional(),
  manufacturer: required.optional(),
  name: required.optional(),
  code: required.optional(),
  description: optionalText(10_000),
  price: price().optional(),
  measurements: optionalText(NAME_MAX_LENGTH),
  external_link: externalLink.optional(),
  tag_ids: tagIdList.optional(),
  delete_product_photo: booleanFlag.optional(),
  delete_product_context_photo: booleanFlag.optional(),
});
export type UpdateProductFields = z.output<typeof updateProductFields>;

export const productResponse = dataEnvelope(product);
export const productListResponse = listEnvelope(product).extend({ can: z.object({ create: z.boolean() }) });
export const productArrayResponse = dataEnvelope(z.array(product));

export const productPhotoParams = z.object({ id: id(), photo: z.enum(PRODUCT_PHOTOS) });

/**
 * An additional product: an extra offered outside the material form's selects (README
 * "Behaviour"): a name, a description and a price of its own, optionally based on a catalogue
 * product, and either offered with every form (material_form_id null) or with one form.
 */
export const additionalProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  product_id: z.number().int().nullable(),
  material_form_id: z.number().int().nullable(),
  can: abilities,
});
export type AdditionalProduct = z.infer<typeof additionalProduct>;

export const createAdditionalProductRequest = z.object({
  name: name(),
  description: text().trim().optional(),
  price: price(),
  product_id: id().nullable().optional(),
  material_form_id: id().nullable().optional(),
});
export type CreateAdditionalProductInput = z.output<typeof createAdditionalProductRequest>;

export const updateAdditionalProductRequest = createAdditionalProductRequest.partial();
export type UpdateAdditionalProductInput = z.output<typeof updateAdditionalProductRequest>;

export const additionalProductResponse = dataEnvelope(additionalProduct);
export const additionalProductListResponse = dataEnvelope(z.array(additionalProduct)).extend({
  can: z.object({ create: z.boolean() }),
});
