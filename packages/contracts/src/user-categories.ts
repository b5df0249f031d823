import { z } from 'zod';
import { dataEnvelope, listEnvelope } from './envelope';
import { name } from './primitives';
import { booleanFlag } from './users';

/** User category (spec part 3 section 3): exactly one is the default. */
export const userCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  default: z.boolean(),
  /** Whether the caller may delete it (never the default category). */
  can: z.object({ delete: z.boolean() }),
});
export type UserCategory = z.infer<typeof userCategory>;

/** POST usercategories. A new default takes the flag from the old one; names are unique regardless of case. */
export const createUserCategoryRequest = z.object({
  name: name(),
  default: booleanFlag.optional(),
});
export type CreateUserCategoryInput = z.output<typeof createUserCategoryRequest>;

export const userCategoryResponse = dataEnvelope(userCategory);
export const userCategoryListResponse = listEnvelope(userCategory);
/** DELETE usercategories/{id}: how many users moved to the default category. */
export const deleteUserCategoryResponse = dataEnvelope(
  z.object({ ok: z.literal(true), moved_users: z.number().int(), default_category_id: z.number().int() }),
);
