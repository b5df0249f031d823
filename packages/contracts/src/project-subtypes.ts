import { z } from 'zod';
import { dataEnvelope, listEnvelope } from './envelope';
import { name } from './primitives';

/** A flag the spec gives as "1 or 0" (DECISIONS.md "Input"): answered as the number. */
const numericFlag = z.union([z.literal(0), z.literal(1)]);

/**
 * Project subtype (spec part 2 section 3): `default` (1 or 0) is the one the base seed makes; it
 * cannot be deleted (36). A subtype owns a tree of default folders that new projects of it get a
 * copy of. `can` says whether the caller may rename (`update`) or `delete` it.
 */
export const projectSubtype = z.object({
  id: z.number().int(),
  name: z.string(),
  default: numericFlag,
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type ProjectSubtype = z.infer<typeof projectSubtype>;

/** POST projectSubtypes and PUT projectSubtypes/{id}: a name is required (422 code 35); names are unique regardless of case (409 code 14). */
export const saveProjectSubtypeRequest = z.object({
  name: name(),
});
export type SaveProjectSubtypeInput = z.output<typeof saveProjectSubtypeRequest>;

export const projectSubtypeResponse = dataEnvelope(projectSubtype);
/** The list; `can.create` says whether the caller may add subtypes. */
export const projectSubtypeListResponse = listEnvelope(projectSubtype).extend({
  can: z.object({ create: z.boolean() }),
});
