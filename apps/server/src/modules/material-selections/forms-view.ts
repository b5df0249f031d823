import type {
  ApartmentFormSelect,
  ApartmentMaterialForm,
  MaterialFormSubmission,
  MaterialSelection,
  SubmissionStatus,
} from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { ApartmentMaterialsSubject } from '../../platform/access/policies/material-selections.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { formDeadlines, isPast } from '../material-deadlines/effective-deadlines.repo';
import { photoUrl } from '../products/products.repo';
import { presentDeadline } from './deadlines';
import * as repo from './material-selections.repo';
import type { SelectionApartmentRow } from './selection-apartments.repo';
import { findFormTrees } from './selection-forms.repo';
import type { SubmissionRow } from './submissions.repo';
import * as submissions from './submissions.repo';

export function presentSelection(row: repo.SelectionRow): MaterialSelection {
  return {
    id: row.id,
    apartment_id: row.apartmentId,
    material_form_id: row.materialFormId,
    material_form_select_id: row.selectId,
    material_form_option_id: row.optionId,
    name: row.name,
    price: Number(row.price),
    area: Number(row.area),
  };
}

export function presentSubmission(row: SubmissionRow): MaterialFormSubmission {
  return {
    id: row.id,
    apartment_id: row.apartmentId,
    material_form_id: row.materialFormId,
    status: row.status as SubmissionStatus,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The forms as one apartment sees them, in a constant number of statements: the trees, the saved
 * choices, the submissions, and the deadlines. `subjectOf` gives the access
 * subject of a form's project, from which each form's `can` comes.
 */
export async function buildApartmentForms(
  db: DbOrTx,
  user: AuthUser,
  apartment: SelectionApartmentRow,
  forms: readonly { id: number; projectId: number }[],
  subjectOf: (projectId: number) => ApartmentMaterialsSubject,
): Promise<ApartmentMaterialForm[]> {
  const formIds = forms.map((f) => f.id);
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const tree = await findFormTrees(db, formIds);
  const chosen = await repo.findSelectionsOfForms(db, apartment.id, formIds);
  const subs = await submissions.findApartmentSubmissions(db, apartment.id, formIds);
  const deadlines = await formDeadlines(db, apartment, formIds);
  const chosenBySelect = new Map(chosen.map((s) => [s.selectId, s]));
  const subByForm = new Map(subs.map((s) => [s.materialFormId, s]));
  const now = new Date();
  const built = new Map<number, ApartmentMaterialForm>();
  for (const form of forms) {
    const deadline = deadlines.get(form.id);
    const sub = subByForm.get(form.id);
    const abilities = can(user, subjectOf(form.projectId));
    const open = !(deadline && isPast(deadline, now));
    const accepted = sub?.status === 'accepted';
    built.set(form.id, {
      id: form.id,
      name: '',
      project_id: form.projectId,
      groups: [],
      deadline: presentDeadline(deadline, now),
      submission: sub ? presentSubmission(sub) : null,
      can: {
        choose: abilities.choose && open && (!accepted || abilities.review),
        submit: abilities.choose && (abilities.review || (open && !accepted)),
        review: abilities.review,
      },
    });
  }
  const selects = new Map<number, ApartmentFormSelect>();
  for (const row of tree) {
    const form = built.get(row.formId);
    if (!form) continue;
    form.name = row.formName;
    if (row.groupId === null || row.groupName === null) continue;
    let group = form.groups.find((g) => g.id === row.groupId);
    if (!group) {
      group = { id: row.groupId, name: row.groupName, selects: [] };
      form.groups.push(group);
    }
    if (row.selectId === null) continue;
    let select = selects.get(row.selectId);
    if (!select) {
      const saved = chosenBySelect.get(row.selectId);
      select = {
        id: row.selectId,
        name: row.selectName ?? '',
        area: Number(row.area ?? 0),
        product_category_id: row.productCategoryId ?? 0,
        default_option_id: row.defaultOptionId,
        options: [],
        selection: saved ? presentSelection(saved) : null,
      };
      selects.set(row.selectId, select);
      group.selects.push(select);
    }
    if (row.optionId === null || row.productId === null) continue;
    select.options.push({
      id: row.optionId,
      name: row.optionName ?? '',
      price: Number(row.optionPrice ?? 0),
      product_id: row.productId,
      isDefault: row.optionId === row.defaultOptionId,
      product_photo: photoUrl(row.productId, 'product_photo', row.productPhoto),
      product_context_photo: photoUrl(row.productId, 'product_context_photo', row.productContextPhoto),
    });
  }
  return forms.map((f) => built.get(f.id)).filter((f): f is ApartmentMaterialForm => f !== undefined);
}
