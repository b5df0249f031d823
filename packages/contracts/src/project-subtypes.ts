import { z } from 'zod';
import { NAME_MAX_LENGTH } from './constants';
import { dataEnvelope, listEnvelope } from './envelope';

/**
 * Project subtype (spec part 2 section 3): `default` is the one the base seed makes; it cannot be
 * deleted (36). A subtype owns a tree of default folders that new projects of it get a copy of.
 */
export const projectSubtype = z.object({
  id: z.number().int(),
  name: z.string(),
  default: z.boolean(),
});
export type ProjectSubtype = z.infer<typeof projectSubtype>;

/** POST projectSubtypes and PUT projectSubtypes/{id}: a name is required (422 code 35); names are unique regardless of case (409 code 14). */
export const saveProjectSubtypeRequest = z.object({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
});
export type SaveProjectSubtypeRequest = z.infer<typeof saveProjectSubtypeRequest>;

export const projectSubtypeResponse = dataEnvelope(projectSubtype);
export const projectSubtypeListResponse = listEnvelope(projectSubtype);
