import { ErrorCode } from '@portal/contracts';
import type { AccessSource } from '../../platform/access/access';
import type { MaterialFormSubject } from '../../platform/access/policies/material-forms.policy';
import { projectViewer } from '../../platform/access/viewers';
import type { AppError } from '../../platform/http/app-error';
import { notFound } from '../../platform/http/app-error';
import { type FormOwnerRow, findOwnersIn } from './material-forms.repo';

type Level = 'form' | 'group' | 'select' | 'option';

/**
 * A form, or a group, select or option of one, for the access gate: the subject is always the
 * form (its `active` decides what may change). Found only when its project is visible to the user
 * and, with `within`, when it hangs from that parent (a form of that project, a group of that
 * form ...); anything else is the same 404 with the level's catalogue code.
 */
function formPartAccess(
  level: Level,
  missing: () => AppError,
): AccessSource<MaterialFormSubject, FormOwnerRow, { parentId: number }> {
  return {
    notFound: missing,
    async find(db, user, ids, { within, lock }) {
      const rows = await findOwnersIn(db, projectViewer(user), level, ids, lock);
      return rows
        .filter((row) => within === undefined || row.parentId === within.parentId)
        .map((row) => ({
          id: row.id,
          subject: { kind: 'materialForm' as const, active: row.active },
          removed: false,
          row,
        }));
    },
  };
}

export const materialFormAccess = formPartAccess('form', () =>
  notFound('Material form not found.', ErrorCode.invalidForm),
);
export const materialFormGroupAccess = formPartAccess('group', () =>
  notFound('Material form group not found.', ErrorCode.invalidGroup),
);
export const materialFormSelectAccess = formPartAccess('select', () =>
  notFound('Material form select not found.', ErrorCode.invalidOption),
);
export const materialFormOptionAccess = formPartAccess('option', () =>
  notFound('Material form option not found.', ErrorCode.invalidOption),
);
