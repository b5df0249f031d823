import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';
import { addApartmentUser, addCondominiumUser, makeApartment, makeCondominium } from '../../test/membership-factories';
import { createProject } from '../../test/project-factories';
import { allows } from '../access/gate';
import { condominiumUsers } from '../db/schema';
import { resolveSession } from './sessions';
import { findUsersWithPermission } from './users-with-permission';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com', 'admin-password-1');
});
afterAll(() => t.close());

const session = (token: string) => resolveSession(t.ctx.db, token, 120, { extend: false });

describe("the signed-in user's memberships", () => {
  it('come with the session: condominium roles, and apartment roles with their condominium', async () => {
    const condominium = await makeCondominium(t.ctx);
    const other = await makeCondominium(t.ctx);
    const a1 = await makeApartment(t.ctx, condominium.id, 'A', '1');
    const b2 = await makeApartment(t.ctx, other.id, 'B', '2');
    const resident = await makeUser(t.ctx);
    await addCondominiumUser(t.ctx, condominium.id, resident.id, 'admin');
    await addCondominiumUser(t.ctx, other.id, resident.id, 'stakeholder');
    await addApartmentUser(t.ctx, a1.id, resident.id, 'owner');
    await addApartmentUser(t.ctx, b2.id, resident.id, 'tenant');

    const user = await session(await t.login(resident.email));
    expect(user?.companies).toEqual([]);
    expect(user?.condominiums).toEqual([
      { id: condominium.id, role: 'admin' },
      { id: other.id, role: 'stakeholder' },
    ]);
    expect(user?.apartments).toEqual([
      { id: a1.id, condominiumId: condominium.id, role: 'owner' },
      { id: b2.id, condominiumId: other.id, role: 'tenant' },
    ]);
    // Policies read them synchronously.
    expect(allows(user!, 'manageUsers', { kind: 'condominium', id: condominium.id })).toBe(true);
    expect(allows(user!, 'manageUsers', { kind: 'condominium', id: other.id })).toBe(false);
    expect(allows(user!, 'chooseMaterials', { kind: 'apartment', id: a1.id, condominiumId: condominium.id })).toBe(
      true,
    );
    expect(allows(user!, 'chooseMaterials', { kind: 'apartment', id: b2.id, condominiumId: other.id })).toBe(false);
  });

  it('are read again on the next request once a membership ends', async () => {
    const condominium = await makeCondominium(t.ctx);
    const resident = await makeUser(t.ctx);
    await addCondominiumUser(t.ctx, condominium.id, resident.id, 'admin');
    const token = await t.login(resident.email);
    expect((await session(token))?.condominiums).toEqual([{ id: condominium.id, role: 'admin' }]);
    await t.ctx.db.delete(condominiumUsers).where(eq(condominiumUsers.userId, resident.id));
    expect((await session(token))?.condominiums).toEqual([]);
  });

  it('are empty for company users, and the same for users asked about by others', async () => {
    const company = await makeCompany(t.ctx, 'owner');
    const manager = await makeUser(t.ctx, { companyId: company.id, roles: ['manager'] });
    const user = await session(await t.login(manager.email));
    expect(user).toMatchObject({ condominiums: [], apartments: [] });
    const resident = await makeUser(t.ctx);
    const condominium = await makeCondominium(t.ctx);
    await addCondominiumUser(t.ctx, condominium.id, resident.id, 'stakeholder');
    const [asked] = (await findUsersWithPermission(t.ctx.db, 'projects.access')).filter((u) => u.id === manager.id);
    expect(asked).toMatchObject({ condominiums: [], apartments: [] });
  });

  it('give a resident without a company nothing of projects: 404', async () => {
    const project = await createProject(t, admin);
    const resident = await makeUser(t.ctx);
    const apartment = await makeApartment(t.ctx, (await makeCondominium(t.ctx)).id);
    await addApartmentUser(t.ctx, apartment.id, resident.id, 'owner');
    const token = await t.login(resident.email);
    expect((await t.as(token).projects.get({ params: { id: project.id } })).status).toBe(404);
    expect((await t.as(token).documents.list({ params: { id: project.id } })).status).toBe(404);
  });
});
