import type { CompanyRole, CompanyRoleRef } from '@portal/contracts';
import { LocalisedError } from '../../lib/notify';

/** The client error of spec part 3 section 5, shown when a delete lacks the company or the user. */
export const INVALID_DELETE_INPUT = 'Invalid input, need ID and user!';

export class InvalidDeleteInputError extends LocalisedError {
  constructor() {
    super('users.invalidDeleteInput');
    this.message = INVALID_DELETE_INPUT;
    this.name = 'InvalidDeleteInputError';
  }
}

const isId = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** DELETE companies/{id}/users/{uid}: both ids are needed, otherwise the client error and no call. */
export function companyUserDeletePath(companyId: number | null | undefined, userId: number | null | undefined): string {
  if (!isId(companyId) || !isId(userId)) throw new InvalidDeleteInputError();
  return `companies/${companyId}/users/${userId}`;
}

/** The roles a checkbox can change; employee always comes with membership. */
export type ToggleableRole = Exclude<CompanyRole, 'employee'>;
export const TOGGLEABLE_ROLES: readonly ToggleableRole[] = ['manager', 'editor'];

export interface RoleCall {
  method: 'POST' | 'DELETE';
  path: string;
  body?: { id: number | string };
}

/**
 * A role checkbox's call: checking adds the role (POST .../roles with the company's role id), clearing
 * removes it (DELETE .../roles/{rid}). Without the company's role list the role's name stands in for
 * its id; the server accepts both.
 */
export function roleChangeCall(
  companyId: number,
  userId: number,
  role: ToggleableRole,
  checked: boolean,
  companyRoles: readonly CompanyRoleRef[] = [],
): RoleCall {
  const roleId = companyRoles.find((r) => r.name === role)?.id;
  const base = `companies/${companyId}/users/${userId}/roles`;
  if (checked) return { method: 'POST', path: base, body: { id: roleId ?? role } };
  return { method: 'DELETE', path: `${base}/${roleId ?? role}` };
}
