import type { FormErrors } from '@mantine/form';
import { createProjectRequest, type Project, updateProjectRequest } from '@portal/contracts';
import type { TFunction } from 'i18next';
import {
  type CreateProjectBody,
  isValidCoordinatesInput,
  normaliseCoordinates,
  type UpdateProjectBody,
} from '../../entities/project';
import { type FieldMessages, zodResolver } from '../../lib/zod-form';

/** The project form as typed, each field named as the request's (so the server's reasons land on it). */
export interface ProjectFormValues {
  name: string;
  code: string;
  type: string | null;
  project_subtype_id: string | null;
  status: string | null;
  coordinates: string;
  active: boolean;
  /** A new condominium project's condominium (spec part 3 §5: required for that type). */
  condominium_id: string | null;
}

/**
 * Every field message the projects service sends (projects.service.ts, the contracts' coordinates
 * rule), each with its own text; the coordinates field says how to write them.
 */
const PROJECT_FIELD_MESSAGES = [
  'project-code-in-use',
  'no-project-type-enabled',
  'project-type-not-enabled',
  'subtype-not-found',
  'status-not-found',
  'status-inactive',
  'coordinates-invalid',
] as const;

export const PROJECT_MESSAGES: FieldMessages = {
  codes: Object.fromEntries(PROJECT_FIELD_MESSAGES.map((code) => [code, `projects.form.errors.${code}`])),
};

const idOf = (value: string | null) => (value ? Number(value) : undefined);

/** What the form holds when it opens: the project's values, or a new project's defaults. */
export function projectFormValues(
  project: Project | null | undefined,
  defaults: { type: string | null; subtype?: number; status?: number },
): ProjectFormValues {
  if (project)
    return {
      name: project.name,
      code: project.code,
      type: project.type,
      project_subtype_id: project.project_subtype_id ? String(project.project_subtype_id) : null,
      status: project.project_status_id ? String(project.project_status_id) : null,
      coordinates: project.coordinates ?? '',
      active: project.active,
      condominium_id: null,
    };
  return {
    name: '',
    code: '',
    type: defaults.type,
    project_subtype_id: defaults.subtype ? String(defaults.subtype) : null,
    status: defaults.status ? String(defaults.status) : null,
    coordinates: '',
    active: true,
    condominium_id: null,
  };
}

/** POST projects: a condominium goes only with a condominium project. */
export function createProjectBody(values: ProjectFormValues) {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    type: values.type as CreateProjectBody['type'],
    coordinates: normaliseCoordinates(values.coordinates),
    project_subtype_id: idOf(values.project_subtype_id) as number,
    status: idOf(values.status) as number,
    ...(values.type === 'condominium' && values.condominium_id
      ? { condominium_id: Number(values.condominium_id) }
      : {}),
  } satisfies CreateProjectBody;
}

/** PUT projects/{id}: `active` only from those who may archive; the others keep the project where it is. */
export function updateProjectBody(values: ProjectFormValues, canArchive: boolean) {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    type: values.type as UpdateProjectBody['type'],
    coordinates: normaliseCoordinates(values.coordinates),
    status: idOf(values.status) ?? null,
    ...(canArchive ? { active: values.active } : {}),
  } satisfies UpdateProjectBody;
}

/**
 * The form's check: the request's schema (create or edit), a chosen type before anything else, a
 * condominium for a new condominium project, and coordinates as a decimal pair (the one shape the
 * form writes; the schema also takes a shape drawn on a map).
 */
export function projectFormCheck(
  t: TFunction,
  project: Project | null | undefined,
  canArchive: boolean,
): (values: ProjectFormValues) => FormErrors {
  const resolver = project
    ? zodResolver(updateProjectRequest, t, {
        messages: PROJECT_MESSAGES,
        required: ['type'],
        toInput: (values: ProjectFormValues) => updateProjectBody(values, canArchive),
      })
    : zodResolver(createProjectRequest, t, {
        messages: PROJECT_MESSAGES,
        required: ['type', 'project_subtype_id', 'status'],
        toInput: createProjectBody,
      });
  return (values) => {
    const errors = resolver(values);
    if (!project && values.type === 'condominium' && !values.condominium_id)
      errors.condominium_id = t('common.required');
    if (!isValidCoordinatesInput(values.coordinates)) errors.coordinates = t('projects.form.coordinatesInvalid');
    return errors;
  };
}
