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
export function companyUserIds(
  companyId: number | null | undefined,
  userId: number | null | undefined,
): { id: number; userId: number } {
  if (!isId(companyId) || !isId(userId)) throw new InvalidDeleteInputError();
  return { id: companyId, userId };
}

/** The roles a checkbox can change; employee always comes with membership. */
export type ToggleableRole = Exclude<CompanyRole, 'employee'>;
export const TOGGLEABLE_ROLES: readonly ToggleableRole[] = ['manager', 'editor'];

/**
 * How a role checkbox names the role: the company's role id, or without the company's role list
 * the role's name; the server accepts both.
 */
export function roleRefOf(role: ToggleableRole, companyRoles: readonly CompanyRoleRef[] = []): number | ToggleableRole {
  return companyRoles.find((r) => r.name === role)?.id ?? role;
}
