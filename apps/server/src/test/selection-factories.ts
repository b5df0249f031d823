import { makeApartmentTemplate } from './apartment-factories';
import type { TestApp } from './harness';
import {
  type GroupSpec,
  linkFormToTemplate,
  linkProjectToCondominium,
  type MadeForm,
  makeMaterialForm,
} from './material-factories';
import { makeApartment, makeCondominium } from './membership-factories';
import { createProject } from './project-factories';

/*
 * The place where owners choose materials: a condominium, an apartment template, apartments on
 * that template (`makeSelectionPlace`), then a condominium project linked to the condominium with a
 * material form linked to the template, so the form is active for every apartment made here
 * (`addSelectionProject`). Two steps, so the resident roles can be signed in on the place before
 * a role's user makes the project.
 */

export interface SelectionPlaceSpec {
  condominiumName?: string;
  /** Apartments as [stairwell, number]; the first is `apartmentId`. Default: A 1. */
  apartments?: [string, string][];
}

export interface SelectionPlace {
  condominiumId: number;
  templateId: number;
  /** The first apartment's id. */
  apartmentId: number;
  /** Every apartment's id by stairwell and number: `A1`, `B7`. */
  apartmentIds: Record<string, number>;
}

export interface SelectionProject {
  projectId: number;
  form: MadeForm;
}

const DEFAULT_GROUPS: GroupSpec[] = [{ selects: [{ options: [{}, {}] }] }];

/** The id of the place's apartment `key` (stairwell and number, `B7`); throws for one not made. */
export function apartmentOf(place: SelectionPlace, key: string): number {
  const id = place.apartmentIds[key];
  if (id === undefined) throw new Error(`no apartment ${key} in this selection place`);
  return id;
}

export async function makeSelectionPlace(t: TestApp, spec: SelectionPlaceSpec = {}): Promise<SelectionPlace> {
  const condominiumId = (await makeCondominium(t.ctx, spec.condominiumName)).id;
  const templateId = (await makeApartmentTemplate(t.ctx, condominiumId)).id;
  const apartmentIds: Record<string, number> = {};
  for (const [stairwell, number] of spec.apartments ?? [['A', '1']]) {
    const apartment = await makeApartment(t.ctx, condominiumId, stairwell, number, templateId);
    apartmentIds[`${stairwell}${number}`] = apartment.id;
  }
  const apartmentId = Object.values(apartmentIds)[0];
  if (apartmentId === undefined) throw new Error('a selection place needs at least one apartment');
  return { condominiumId, templateId, apartmentId, apartmentIds };
}

/** A project made by `token` (a user with projects.manage) whose form (default: one select, two options) the place's apartments get. */
export async function addSelectionProject(
  t: TestApp,
  token: string,
  place: SelectionPlace,
  groups: GroupSpec[] = DEFAULT_GROUPS,
): Promise<SelectionProject> {
  const projectId = (await createProject(t, token, { type: 'condominium' })).id;
  await linkProjectToCondominium(t.ctx, projectId, place.condominiumId);
  const form = await makeMaterialForm(t.ctx, projectId, groups);
  await linkFormToTemplate(t.ctx, place.templateId, form.id);
  return { projectId, form };
}
