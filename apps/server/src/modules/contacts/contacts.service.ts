import type { Contact, CreateContactInput, UpdateContactInput } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { authorize, can } from '../../platform/access/gate';
import { CONTACT, PROJECT_CONTACTS } from '../../platform/access/policies/contacts.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import { projectAccess } from '../projects/projects.access';
import { contactAccess } from './contacts.access';
import * as repo from './contacts.repo';

function present(user: AuthUser, row: repo.ContactRow): Contact {
  const abilities = can(user, CONTACT);
  return {
    id: row.id,
    project_id: row.projectId,
    first_name: row.firstName,
    last_name: row.lastName,
    title: row.title,
    phone: row.phone,
    email: row.email,
    can: { update: abilities.update, delete: abilities.delete },
  };
}

/** The contacts of a project the user sees, with `can.create` for the add button. */
export async function listContacts(ctx: AppContext, user: AuthUser, projectId: number) {
  await requireAccess(ctx.db, user, 'read', projectAccess, projectId);
  authorize(user, 'read', PROJECT_CONTACTS);
  const rows = await repo.findProjectContacts(ctx.db, projectId);
  return { data: rows.map((row) => present(user, row)), can: { create: can(user, PROJECT_CONTACTS).create } };
}

export async function createContact(ctx: AppContext, user: AuthUser, projectId: number, input: CreateContactInput) {
  return ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'read', projectAccess, projectId);
    authorize(user, 'create', PROJECT_CONTACTS);
    const row = await repo.insertContact(tx, {
      projectId,
      firstName: input.first_name,
      lastName: input.last_name,
      title: input.title,
      phone: input.phone,
      email: input.email,
    });
    return present(user, row);
  });
}

export async function updateContact(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  contactId: number,
  input: UpdateContactInput,
) {
  return ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'read', projectAccess, projectId);
    await requireAccess(tx, user, 'update', contactAccess, contactId, { within: { projectId }, lock: true });
    const row = await repo.updateContact(tx, contactId, {
      firstName: input.first_name,
      lastName: input.last_name,
      title: input.title,
      phone: input.phone,
      email: input.email,
    });
    return present(user, row);
  });
}

export async function deleteContact(ctx: AppContext, user: AuthUser, projectId: number, contactId: number) {
  await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'read', projectAccess, projectId);
    await requireAccess(tx, user, 'delete', contactAccess, contactId, { within: { projectId }, lock: true });
    await repo.deleteContact(tx, contactId);
  });
}
