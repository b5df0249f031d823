import {
  ErrorCode,
  type MaterialForm,
  type MaterialFormNameInput,
  type MaterialFormStructureInput,
  type PaginationQuery,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { type Found, requireAccess } from '../../platform/access/access';
import { authorize, can } from '../../platform/access/gate';
import { type MaterialFormSubject, PROJECT_MATERIAL_FORMS } from '../../platform/access/policies/material-forms.policy';
import { projectViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { AppError, conflict, forbidden, invalid, notFound } from '../../platform/http/app-error';
import { paged, pageWindow } from '../../platform/http/pagination';
import { projectAccess } from '../projects/projects.access';
import { applyStructure } from './material-form-save';
import { materialFormAccess } from './material-forms.access';
import { presentForms } from './material-forms.presenter';
import * as repo from './material-forms.repo';

/** The forms of `ids`, presented with their trees, in that order (four statements). */
export async function presentFormIds(db: DbOrTx, user: AuthUser, ids: readonly number[]): Promise<MaterialForm[]> {
  return presentForms(user, await repo.loadTrees(db, ids));
}

export async function presentForm(db: DbOrTx, user: AuthUser, id: number): Promise<MaterialForm> {
  const [form] = await presentFormIds(db, user, [id]);
  return form;
}

/**
 * A change to a form's name or contents: projects.manage (403), then inactive (409; DECISIONS.md
 * "Condominiums and materials": an active form is frozen until unlinked from every template).
 */
export function requireEditable(user: AuthUser, found: Found<MaterialFormSubject, unknown>): void {
  if (!can(user, found.subject).link) throw forbidden();
  if (found.subject.active) {
    throw conflict(
      ErrorCode.conflict,
      'The material form is active (linked to apartment templates): unlink it from every template before changing it.',
    );
  }
}

/** The form within a project the caller sees: 17 for the project, 13 for a form not of it. */
async function requireProjectForm(
  db: DbOrTx,
  user: AuthUser,
  projectId: number,
  formId: number,
  action: 'read' | 'duplicate',
  lock: boolean,
) {
  await requireAccess(db, user, 'read', projectAccess, projectId);
  return requireAccess(db, user, action, materialFormAccess, formId, { within: { parentId: projectId }, lock });
}

export async function listProjectForms(ctx: AppContext, user: AuthUser, projectId: number) {
  await requireAccess(ctx.db, user, 'read', projectAccess, projectId);
  authorize(user, 'read', PROJECT_MATERIAL_FORMS);
  const ids = await repo.findProjectFormIds(ctx.db, projectId);
  return {
    data: await presentFormIds(ctx.db, user, ids),
    can: { create: can(user, PROJECT_MATERIAL_FORMS).create },
  };
}

/** `GET materialforms`: the forms of every project the caller sees (the visibility join in SQL). */
export async function listAllForms(ctx: AppContext, user: AuthUser, query: PaginationQuery) {
  authorize(user, 'read', PROJECT_MATERIAL_FORMS);
  const { limit, offset } = pageWindow(query);
  const { ids, total } = await repo.findVisibleFormIds(ctx.db, projectViewer(user), limit, offset);
  return paged(query, await presentFormIds(ctx.db, user, ids), total);
}

export async function getForm(ctx: AppContext, user: AuthUser, projectId: number, formId: number) {
  await requireProjectForm(ctx.db, user, projectId, formId, 'read', false);
  return presentForm(ctx.db, user, formId);
}

export async function createForm(ctx: AppContext, user: AuthUser, projectId: number, input: MaterialFormNameInput) {
  const id = await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'read', projectAccess, projectId);
    authorize(user, 'create', PROJECT_MATERIAL_FORMS);
    return repo.insertForm(tx, projectId, input.name);
  });
  return presentForm(ctx.db, user, id);
}

export async function renameForm(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  formId: number,
  input: MaterialFormNameInput,
) {
  await ctx.db.transaction(async (tx) => {
    requireEditable(user, await requireProjectForm(tx, user, projectId, formId, 'read', true));
    await repo.renameForm(tx, formId, input.name);
  });
  return presentForm(ctx.db, user, formId);
}

export async function deleteForm(ctx: AppContext, user: AuthUser, projectId: number, formId: number) {
  await ctx.db.transaction(async (tx) => {
    requireEditable(user, await requireProjectForm(tx, user, projectId, formId, 'read', true));
    await repo.deleteForm(tx, formId);
  });
}

/**
 * Copies a form with its groups, selects, options and defaults; the copy links no template, so it
 * is inactive. Each level is one multi-row insert whose returned rows come back in insert order.
 */
export async function duplicateForm(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  formId: number,
  name: string | undefined,
) {
  const id = await ctx.db.transaction(async (tx) => {
    await requireProjectForm(tx, user, projectId, formId, 'duplicate', true);
    const tree = await repo.loadTrees(tx, [formId]);
    const source = tree.forms[0];
    const copyId = await repo.insertForm(tx, projectId, name ?? `${source.name} (copy)`.slice(0, 255));
    const groups = await repo.insertGroups(
      tx,
      tree.groups.map((g) => ({ materialFormId: copyId, name: g.name, position: g.position })),
    );
    const groupIds = new Map(tree.groups.map((g, i) => [g.id, groups[i].id]));
    const selects = await repo.insertSelects(
      tx,
      tree.selects.map((s) => ({
        materialFormGroupId: groupIds.get(s.materialFormGroupId) ?? 0,
        name: s.name,
        area: s.area,
        productCategoryId: s.productCategoryId,
        position: s.position,
      })),
    );
    const selectIds = new Map(tree.selects.map((s, i) => [s.id, selects[i].id]));
    const options = await repo.insertOptions(
      tx,
      tree.options.map((o) => ({
        materialFormSelectId: selectIds.get(o.materialFormSelectId) ?? 0,
        productId: o.productId,
        name: o.name,
        price: o.price,
      })),
    );
    const optionIds = new Map(tree.options.map((o, i) => [o.id, options[i].id]));
    for (const select of tree.selects) {
      if (select.defaultOptionId === null) continue;
      await repo.updateSelect(tx, selectIds.get(select.id) ?? 0, {
        defaultOptionId: optionIds.get(select.defaultOptionId) ?? null,
      });
    }
    return copyId;
  });
  return presentForm(ctx.db, user, id);
}

// ---- Apartment templates -------------------------------------------------------------------------

/** A template's forms: staff with projects.access, only forms of projects they see. */
export async function listTemplateForms(ctx: AppContext, user: AuthUser, templateId: number) {
  authorize(user, 'read', PROJECT_MATERIAL_FORMS);
  if (!(await repo.findTemplate(ctx.db, templateId, false))) throw notFound('Apartment template not found.');
  const ids = await repo.findTemplateFormIds(ctx.db, projectViewer(user), templateId);
  return presentFormIds(ctx.db, user, ids);
}

/**
 * Links a form to a template of its project's condominium; the form becomes active. The form row
 * is locked, so an edit of the form waits and then meets 409.
 */
export async function linkTemplate(ctx: AppContext, user: AuthUser, templateId: number, formId: number) {
  await ctx.db.transaction(async (tx) => {
    authorize(user, 'read', PROJECT_MATERIAL_FORMS);
    const template = await repo.findTemplate(tx, templateId, true);
    if (!template) throw notFound('Apartment template not found.');
    const found = await requireAccess(tx, user, 'link', materialFormAccess, formId, { lock: true }).catch(
      (error: unknown) => {
        // The form is a body value: one the caller cannot see names nothing (DECISIONS.md "Input").
        if (error instanceof AppError && error.status === 404) throw invalid({ material_form_id: ['not-found'] });
        throw error;
      },
    );
    const condominiumIds = await repo.findProjectCondominiumIds(tx, found.row.projectId);
    if (!condominiumIds.includes(template.condominiumId)) throw invalid({ material_form_id: ['other-condominium'] });
    if ((await repo.countGroups(tx, formId)) === 0) {
      throw new AppError(422, ErrorCode.noSelectableOptions, 'The material form has no groups.');
    }
    await repo.linkTemplate(tx, templateId, formId);
  });
  return presentForm(ctx.db, user, formId);
}

export async function unlinkTemplate(ctx: AppContext, user: AuthUser, templateId: number, formId: number) {
  await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'link', materialFormAccess, formId, { lock: true });
    if (!(await repo.unlinkTemplate(tx, templateId, formId))) {
      throw notFound('The material form is not linked to this apartment template.');
    }
  });
  return presentForm(ctx.db, user, formId);
}

export async function saveStructure(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  formId: number,
  input: MaterialFormStructureInput,
) {
  await ctx.db
    .transaction(async (tx) => {
      requireEditable(user, await requireProjectForm(tx, user, projectId, formId, 'read', true));
      await applyStructure(tx, formId, input);
    })
    .catch((error: unknown) => {
      // The final tree is checked for a product twice in a select; what still meets the unique
      // index is two stored options trading products in one save, which the updates cannot order.
      if (isUniqueViolation(error)) {
        throw conflict(ErrorCode.conflict, 'Two options cannot trade products in one save: save once in between.');
      }
      throw error;
    });
  return presentForm(ctx.db, user, formId);
}
