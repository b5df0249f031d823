import {
  type ApartmentMaterialForm,
  type CreateMaterialSelectionInput,
  ErrorCode,
  type SaveMaterialSelectionsInput,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { allows, can, reaches } from '../../platform/access/gate';
import type { ApartmentMaterialsSubject } from '../../platform/access/policies/material-selections.policy';
import { PROJECTS } from '../../platform/access/policies/projects.policy';
import { projectViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import { apartmentAccess } from '../apartments/apartments.access';
import type { FormDeadlineRow } from '../material-deadlines/effective-deadlines.repo';
import { formDeadlines, type SelectionDeadline, toFormDeadlines } from '../material-deadlines/effective-deadlines.repo';
import { findVisibleProjectRecords } from '../projects/projects.repo';
import { requireOpen } from './deadlines';
import { buildApartmentForms, presentSelection } from './forms-view';
import { apartmentMaterialsAccess } from './material-selections.access';
import * as repo from './material-selections.repo';
import { findApartmentsIn, type SelectionApartmentRow } from './selection-apartments.repo';
import * as forms from './selection-forms.repo';
import { findAcceptedForms } from './submissions.repo';

type Choice = { material_form_select_id: number; material_form_option_id: number };

/** 422 with the catalogue code of the spec's §5 ("invalid selection, option or form": 11 to 13, 15). */
const refused = (code: number, message: string, field: string, reason: string) =>
  new AppError(422, code, message, { [field]: [reason] });

/** Reads the apartment within the project (404 unless it is one of the project's condominium's). */
function accessFor(
  db: DbOrTx,
  user: AuthUser,
  action: 'read' | 'choose',
  projectId: number,
  apartmentId: number,
  lock = false,
) {
  return requireAccess(db, user, action, apartmentMaterialsAccess, apartmentId, { within: { projectId }, lock });
}

export async function apartmentForms(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  apartmentId: number,
): Promise<ApartmentMaterialForm[]> {
  const found = await accessFor(ctx.db, user, 'read', projectId, apartmentId);
  const formIds = await forms.findApplicableFormIds(ctx.db, projectId, found.row.apartmentTemplateId);
  return buildApartmentForms(
    ctx.db,
    user,
    found.row,
    formIds.map((id) => ({ id, projectId })),
    () => found.subject,
  );
}

/**
 * The template's forms for one apartment, across the condominium's projects. The template must
 * be the apartment's. Staff see the forms of projects they see; residents all of them.
 */
export async function templateFormsWithSubmissions(
  ctx: AppContext,
  user: AuthUser,
  templateId: number,
  apartmentId: number,
): Promise<ApartmentMaterialForm[]> {
  const { row } = await requireAccess(ctx.db, user, 'read', apartmentAccess, apartmentId);
  if (row.apartmentTemplateId !== templateId) throw notFound('Apartment template not found.');
  const [apartment] = await findApartmentsIn(ctx.db, [apartmentId]);
  let templateForms = await forms.findTemplateForms(ctx.db, templateId, apartment.condominiumId);
  const visible = new Set<number>();
  // Within the projects' reach (staff), only the forms of projects the visibility join lets through.
  if (reaches(user, PROJECTS) && templateForms.length) {
    const projectIds = [...new Set(templateForms.map((f) => f.projectId))];
    for (const p of await findVisibleProjectRecords(ctx.db, projectViewer(user), projectIds, false)) visible.add(p.id);
    templateForms = templateForms.filter((f) => visible.has(f.projectId));
  }
  return buildApartmentForms(ctx.db, user, apartment, templateForms, (projectId) => ({
    kind: 'apartmentMaterials',
    apartmentId,
    condominiumId: apartment.condominiumId,
    projectVisible: visible.has(projectId),
  }));
}

export async function listSelections(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  apartmentId: number,
  formId?: number,
) {
  const found = await accessFor(ctx.db, user, 'read', projectId, apartmentId);
  if (formId !== undefined && (await forms.findFormProject(ctx.db, formId)) !== projectId) {
    throw notFound('Material form not found.');
  }
  return selectionList(ctx.db, user, found.subject, apartmentId, { projectId, formId });
}

async function selectionList(
  db: DbOrTx,
  user: AuthUser,
  subject: ApartmentMaterialsSubject,
  apartmentId: number,
  scope: { projectId: number; formId?: number },
) {
  return listAnswer(user, subject, await repo.findSelections(db, apartmentId, scope));
}

function listAnswer(
  user: AuthUser,
  subject: ApartmentMaterialsSubject,
  { rows, total }: { rows: repo.SelectionRow[]; total: string },
) {
  return { data: rows.map(presentSelection), total: Number(total), can: { choose: can(user, subject).choose } };
}

/**
 * Checks every choice against the project, the apartment's forms and each other, in item order,
 * so the first refused item names its index; returns the options to copy and the forms touched.
 */
async function resolveChoices(
  db: DbOrTx,
  projectId: number,
  apartment: SelectionApartmentRow,
  choices: readonly Choice[],
  field: (index: number, key: string) => string,
) {
  const { choices: found, forms: applicable } = await repo.findChoicesAndForms<FormDeadlineRow>(
    db,
    choices.map((c) => ({ selectId: c.material_form_select_id, optionId: c.material_form_option_id })),
    forms.applicableFormsQuery(projectId, apartment.apartmentTemplateId, apartment),
  );
  const deadlines = toFormDeadlines(applicable);
  if (!deadlines.size) {
    throw new AppError(422, ErrorCode.noMaterialForms, 'No material forms apply to this apartment.');
  }
  const applies = new Set(deadlines.keys());
  const seen = new Set<number>();
  const resolved: repo.NewChoice[] = [];
  const formIds = new Set<number>();
  for (const [index, row] of found.entries()) {
    if (row.selectId === null || row.formId === null || row.projectId !== projectId) {
      throw refused(
        ErrorCode.invalidGroup,
        'Invalid selection: no such select in this project.',
        field(index, 'material_form_select_id'),
        'not-found',
      );
    }
    if (!applies.has(row.formId)) {
      throw refused(
        ErrorCode.invalidForm,
        "Invalid material form: the form does not apply to this apartment's template.",
        field(index, 'material_form_select_id'),
        'invalid-form',
      );
    }
    if (row.optionId === null || row.optionSelectId !== row.selectId || row.name === null || row.price === null) {
      throw refused(
        ErrorCode.invalidOption,
        'Invalid option: the option is not one of the select’s.',
        field(index, 'material_form_option_id'),
        'invalid-option',
      );
    }
    if (seen.has(row.selectId)) {
      throw refused(
        ErrorCode.checkInputs,
        'One choice per select.',
        field(index, 'material_form_select_id'),
        'duplicate',
      );
    }
    seen.add(row.selectId);
    formIds.add(row.formId);
    resolved.push({ selectId: row.selectId, optionId: row.optionId, name: row.name, price: row.price });
  }
  return { resolved, formIds, applies, deadlines };
}

/**
 * Refuses changes to forms past their deadline (everyone) or accepted (unless the caller reviews).
 * `deadlines` holds the forms' effective deadlines when the caller has them already.
 */
async function requireChangeable(
  ctx: AppContext,
  db: DbOrTx,
  user: AuthUser,
  found: { row: SelectionApartmentRow; subject: ApartmentMaterialsSubject },
  formIds: ReadonlySet<number>,
  deadlines?: Map<number, SelectionDeadline>,
) {
  const known = deadlines ?? (await formDeadlines(db, found.row, [...formIds]));
  requireOpen(known, formIds, ctx.config);
  if (!allows(user, 'review', found.subject) && (await findAcceptedForms(db, found.row.id, [...formIds])).length) {
    throw conflict(ErrorCode.conflict, 'The form has been accepted; its choices can no longer be changed.');
  }
}

/**
 * The owner's one transactional save (DECISIONS.md): the apartment's row is locked first, so a
 * concurrent save waits and then replaces this one's set whole; any refused item rolls back all.
 */
export async function saveSelections(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  apartmentId: number,
  input: SaveMaterialSelectionsInput,
) {
  return ctx.db.transaction(async (tx) => {
    const found = await accessFor(tx, user, 'choose', projectId, apartmentId, true);
    const { resolved, formIds, applies, deadlines } = await resolveChoices(
      tx,
      projectId,
      found.row,
      input.selections,
      (i, key) => `selections.${i}.${key}`,
    );
    for (const [index, formId] of (input.material_form_ids ?? []).entries()) {
      if (!applies.has(formId)) {
        throw refused(
          ErrorCode.invalidForm,
          'Invalid material form: the form does not apply to this apartment.',
          `material_form_ids.${index}`,
          'invalid-form',
        );
      }
      formIds.add(formId);
    }
    await requireChangeable(ctx, tx, user, found, formIds, deadlines);
    const saved = await repo.replaceSelections(tx, apartmentId, projectId, [...formIds], resolved, user.id);
    return listAnswer(user, found.subject, saved);
  });
}

/** One choice (the spec's single create): replaces the select's earlier choice. */
export async function createSelection(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  apartmentId: number,
  input: CreateMaterialSelectionInput,
) {
  return ctx.db.transaction(async (tx) => {
    const found = await accessFor(tx, user, 'choose', projectId, apartmentId, true);
    const { resolved, formIds, deadlines } = await resolveChoices(tx, projectId, found.row, [input], (_i, key) => key);
    await requireChangeable(ctx, tx, user, found, formIds, deadlines);
    const id = await repo.upsertSelection(tx, apartmentId, resolved[0], user.id);
    const { rows } = await repo.findSelections(tx, apartmentId, { projectId });
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound('Selection not found.');
    return presentSelection(row);
  });
}

export async function deleteSelection(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  apartmentId: number,
  selectionId: number,
) {
  await ctx.db.transaction(async (tx) => {
    const found = await accessFor(tx, user, 'choose', projectId, apartmentId, true);
    const selection = await repo.findSelection(tx, apartmentId, projectId, selectionId);
    if (!selection) throw notFound('Selection not found.');
    await requireChangeable(ctx, tx, user, found, new Set([selection.materialFormId]));
    await repo.deleteSelection(tx, selectionId);
  });
}
