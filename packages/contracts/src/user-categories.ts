import { z } from 'zod';
import { NAME_MAX_LENGTH } from './constants';
import { dataEnvelope, listEnvelope } from './envelope';
import { booleanFlag } from './users';

/** User category (spec part 3 section 3): exactly one is the default. */
export const userCategory = z.object({ id: z.number().int(), name: z.string(), default: z.boolean() });
export type UserCategory = z.infer<typeof userCategory>;

/** POST usercategories. A new default takes the flag from the old one; names are unique regardless of case. */
export const createUserCategoryRequest = z.object({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  default: booleanFlag.optional(),
});
export type CreateUserCategoryRequest = z.infer<typeof createUserCategoryRequest>;

export const userCategoryResponse = dataEnvelope(userCategory);
export const userCategoryListResponse = listEnvelope(userCategory);
/** DELETE usercategories/{id}: how many users moved to the default category. */
export const deleteUserCategoryResponse = dataEnvelope(
  z.object({ ok: z.literal(true), moved_users: z.number().int(), default_category_id: z.number().int() }),
);
