import type { CompanyRole, CompanyType, ProjectType } from '@portal/contracts';
import { and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/pg-errors';
import {
  companies,
  condominiumProjects,
  condominiums,
  contentPermissions,
  documents,
  folders,
  projectCompanies,
  projectStatuses,
  projects,
  roles,
} from '../../platform/db/schema';
import { type FolderViewer, visibleFolderCondition } from './folder-visibility.repo';

/**
 * Who sees which projects, as data (built by `projectViewer` of the access layer, DECISIONS.md
 * "Who sees what"): the rules run inside each query, never per row.
 */
export interface ProjectViewer {
  seesEveryProject: boolean;
  seesDeleted: boolean;
  /** Without `seesEveryProject`: the projects these companies are attached to. */
  companyIds: number[];
  /** Only these companies (and their roles' grants) are shown in an answer; null: all. */
  shownCompanyIds: number[] | null;
  /** Whose folders' documents `documentCount` counts (the folders module's rules). */
  folders: FolderViewer;
}

export type ProjectRecord = typeof projects.$inferSelect;
type ProjectStatusRecord = typeof projectStatuses.$inferSelect;

export interface ProjectCompanyRow {
  id: number;
  name: string;
  code: string | null;
  type: 'owner' | 'client' | 'subcontractor';
}

export interface ProjectGrantRow {
  id: number;
  role_id: number;
  content_type: 'Project';
  content_id: number;
}

/** A project with what its answer shows, read in the same statement (no query per row). */
export interface ProjectRow {
  project: ProjectRecord;
  status: ProjectStatusRecord | null;
  companies: ProjectCompanyRow[];
  grants: ProjectGrantRow[];
  /** The viewer's visible documents of the project. */
  documentCount: number;
  /** A condominium project's condominium (condominium_projects), null when it has none. */
  condominiumProject: ProjectCondominiumRow | null;
}

export interface ProjectCondominiumRow {
  id: number;
  condominium_id: number;
  project_id: number;
  condominium_name: string;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The SQL form of the visibility rules; a condition on `projects`. */
export function visibleProjectCondition(
  viewer: Pick<ProjectViewer, 'seesEveryProject' | 'seesDeleted' | 'companyIds'>,
): SQL {
  const parts: SQL[] = [];
  if (!viewer.seesDeleted) parts.push(sql`${projects.deletedAt} is null`);
  if (!viewer.seesEveryProject) {
    parts.push(
      viewer.companyIds.length
        ? sql`exists (select 1 from ${projectCompanies} where ${projectCompanies.projectId} = ${projects.id} and ${projectCompanies.companyId} in (${idList(viewer.companyIds)}))`
        : sql`false`,
    );
  }
  return and(...parts) ?? sql`true`;
}

/** `and <column> in (…)` for the companies a viewer may be shown; nothing when all may. */
function shownCompanies(column: SQL, shown: number[] | null): SQL {
  if (shown === null) return sql``;
  return shown.length ? sql` and ${column} in (${idList(shown)})` : sql` and false`;
}

// Attached companies and Project grants come as JSON arrays from correlated subqueries, so a page
// of N projects costs one statement whatever N is. The outer row is named `${projects}.id`, never
// `${projects.id}`: drizzle leaves a one-table select's columns unqualified in the select list.
const companiesOfProject = (shown: number[] | null) => sql<ProjectCompanyRow[]>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.name, 'code', c.code, 'type', c.type) order by lower(c.name), c.id)
  from ${projectCompanies} pc join ${companies} c on c.id = pc.company_id
  where pc.project_id = ${projects}.id${shownCompanies(sql`c.id`, shown)}), '[]'::json)`;

const grantsOfProject = (shown: number[] | null) => sql<ProjectGrantRow[]>`coalesce((
  select json_agg(json_build_object('id', cp.id, 'role_id', cp.role_id, 'content_type', cp.content_type, 'content_id', cp.content_id) order by cp.id)
  from ${contentPermissions} cp
  where cp.content_type = 'Project' and cp.content_id = ${projects}.id${
    shown === null
      ? sql``
      : sql` and exists (select 1 from ${roles} r where r.id = cp.role_id${shownCompanies(sql`r.company_id`, shown)})`
  }), '[]'::json)`;

/**
 * The project's documents the viewer sees: not removed, in the main folder or in a folder the
 * viewer sees (folders.repo's rule). A correlated count served by documents_project_folder_idx.
 */
const documentCountOfProject = (viewer: FolderViewer) => sql<number>`(
  select count(*)::int from ${documents} d left join ${folders} on ${folders.id} = d.folder_id
  where d.project_id = ${projects}.id and d.deleted_at is null
    and (d.folder_id is null or ${visibleFolderCondition(viewer)}))`;

/** At most one row (unique project_id); the same correlated shape as the companies. */
const condominiumOfProject = sql<ProjectCondominiumRow | null>`(
  select json_build_object('id', cp.id, 'condominium_id', cp.condominium_id, 'project_id', cp.project_id, 'condominium_name', co.name)
  from ${condominiumProjects} cp join ${condominiums} co on co.id = cp.condominium_id
  where cp.project_id = ${projects}.id)`;

function selectProjectRows(db: DbOrTx, viewer: ProjectViewer) {
  return db
    .select({
      project: projects,
      status: projectStatuses,
      companies: companiesOfProject(viewer.shownCompanyIds),
      grants: grantsOfProject(viewer.shownCompanyIds),
      documentCount: documentCountOfProject(viewer.folders),
      condominiumProject: condominiumOfProject,
    })
    .from(projects)
    .leftJoin(projectStatuses, eq(projectStatuses.id, projects.projectStatusId));
}

export interface ProjectFilter {
  active?: boolean;
  search?: string;
  statusId?: number;
}

function filterCondition(viewer: ProjectViewer, filter: ProjectFilter): SQL | undefined {
  return and(
    visibleProjectCondition(viewer),
    filter.active === undefined ? undefined : eq(projects.active, filter.active),
    filter.statusId === undefined ? undefined : eq(projects.projectStatusId, filter.statusId),
    // The same expression as the trigram index.
    filter.search
      ? sql`(${projects.code} || ' ' || ${projects.name}) ilike ${containsPattern(filter.search)}`
      : undefined,
  );
}

/**
 * A page of the projects the viewer may see, in the list's default order (most recent document,
 * then newest; exactly the order of `projects_list_idx`, nulls included, so the index serves it),
 * and the count of the whole list. Two statements per page.
 */
export async function findProjects(
  db: DbOrTx,
  viewer: ProjectViewer,
  filter: ProjectFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: ProjectRow[]; total: number }> {
  const where = filterCondition(viewer, filter);
  const [rows, [{ n }]] = await Promise.all([
    selectProjectRows(db, viewer)
      .where(where)
      .orderBy(sql`${projects.lastDocumentAt} desc nulls last`, sql`${projects.id} desc nulls last`)
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { rows, total: n };
}

/** One project, only when the viewer may see it. */
export async function findVisibleProject(
  db: DbOrTx,
  viewer: ProjectViewer,
  id: number,
): Promise<ProjectRow | undefined> {
  const [row] = await selectProjectRows(db, viewer)
    .where(and(eq(projects.id, id), visibleProjectCondition(viewer)))
    .limit(1);
  return row;
}

/**
 * The bare rows among `ids` that the viewer may see (the access gate's source,
 * projects.access.ts): one statement for any number of ids, locked when they are about to change.
 */
export async function findVisibleProjectRecords(
  db: DbOrTx,
  viewer: Pick<ProjectViewer, 'seesEveryProject' | 'seesDeleted' | 'companyIds'>,
  ids: readonly number[],
  lock: boolean,
): Promise<ProjectRecord[]> {
  const query = db
    .select()
    .from(projects)
    .where(and(inArray(projects.id, [...ids]), visibleProjectCondition(viewer)));
  return lock ? query.for('update', { of: projects }) : query;
}

/** Codes compare regardless of case, deleted projects included (the unique index does the same). */
export async function findCodesInUse(db: DbOrTx, codes: string[], exceptId?: number): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const lowered = sql`lower(${projects.code})`;
  const rows = await db
    .select({ code: lowered.mapWith(String) })
    .from(projects)
    .where(
      and(
        inArray(
          lowered,
          codes.map((c) => c.toLowerCase()),
        ),
        exceptId ? ne(projects.id, exceptId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.code));
}

export interface NewProject {
  code: string;
  name: string;
  type: ProjectType;
  projectSubtypeId: number;
  projectStatusId: number;
  coordinates: string | null;
}

export async function insertProjects(db: DbOrTx, values: NewProject[]): Promise<ProjectRecord[]> {
  const rows: ProjectRecord[] = [];
  for (let i = 0; i < values.length; i += 1000) {
    rows.push(
      ...(await db
        .insert(projects)
        .values(values.slice(i, i + 1000))
        .returning()),
    );
  }
  return rows;
}

export async function updateProject(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<ProjectRecord, 'code' | 'name' | 'type' | 'projectStatusId' | 'active' | 'coordinates'>>,
): Promise<void> {
  await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projects.id, id));
}

export async function softDeleteProject(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(projects)
    .set({ deletedAt: sql`coalesce(${projects.deletedAt}, now())`, updatedAt: new Date() })
    .where(eq(projects.id, id));
}

// ---- Attached companies ---------------------------------------------------------------------

/** The attached companies the viewer may be shown, by name. */
export async function findProjectCompanies(
  db: DbOrTx,
  viewer: Pick<ProjectViewer, 'shownCompanyIds'>,
  projectId: number,
): Promise<ProjectCompanyRow[]> {
  const shown = viewer.shownCompanyIds;
  return db
    .select({ id: companies.id, name: companies.name, code: companies.code, type: companies.type })
    .from(projectCompanies)
    .innerJoin(companies, eq(companies.id, projectCompanies.companyId))
    .where(
      and(
        eq(projectCompanies.projectId, projectId),
        shown === null ? undefined : shown.length ? inArray(companies.id, shown) : sql`false`,
      ),
    )
    .orderBy(sql`lower(${companies.name})`, companies.id);
}

/** The companies not attached to the project, by name: the choices of the companies tab. */
export async function findCompaniesNotAttached(
  db: DbOrTx,
  projectId: number,
): Promise<Pick<ProjectCompanyRow, 'id' | 'name' | 'type'>[]> {
  return db
    .select({ id: companies.id, name: companies.name, type: companies.type })
    .from(companies)
    .where(
      sql`not exists (select 1 from ${projectCompanies} pc where pc.project_id = ${projectId} and pc.company_id = ${companies.id})`,
    )
    .orderBy(sql`lower(${companies.name})`, companies.id);
}

export interface ProjectRoleRow {
  id: number;
  name: CompanyRole;
  displayName: string;
  companyId: number;
  companyName: string;
  companyType: CompanyType;
}

/**
 * The company roles of owner-type companies and of the companies attached to the project: whoever
 * may be granted its folders. By company name, then role id (employee, editor, manager).
 */
export async function findProjectRoles(db: DbOrTx, projectId: number): Promise<ProjectRoleRow[]> {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      displayName: roles.displayName,
      companyId: roles.companyId,
      companyName: companies.name,
      companyType: companies.type,
    })
    .from(roles)
    .innerJoin(companies, eq(companies.id, roles.companyId))
    .where(
      sql`(${companies.type} = 'owner' or exists (select 1 from ${projectCompanies} pc where pc.project_id = ${projectId} and pc.company_id = ${companies.id}))`,
    )
    .orderBy(sql`lower(${companies.name})`, companies.id, roles.id);
  return rows as ProjectRoleRow[];
}

/** True when the company was not attached before. */
export async function attachCompany(db: DbOrTx, projectId: number, companyId: number): Promise<boolean> {
  const rows = await db
    .insert(projectCompanies)
    .values({ projectId, companyId })
    .onConflictDoNothing()
    .returning({ projectId: projectCompanies.projectId });
  return rows.length > 0;
}

/** True when it was attached. */
export async function detachCompany(db: DbOrTx, projectId: number, companyId: number): Promise<boolean> {
  const rows = await db
    .delete(projectCompanies)
    .where(and(eq(projectCompanies.projectId, projectId), eq(projectCompanies.companyId, companyId)))
    .returning({ projectId: projectCompanies.projectId });
  return rows.length > 0;
}

// ---- For the status and subtype screens -----------------------------------------------------

export async function findProjectsWithStatus(
  db: DbOrTx,
  viewer: ProjectViewer,
  statusId: number,
): Promise<Pick<ProjectRecord, 'id' | 'code' | 'name' | 'deletedAt'>[]> {
  return db
    .select({ id: projects.id, code: projects.code, name: projects.name, deletedAt: projects.deletedAt })
    .from(projects)
    .where(and(eq(projects.projectStatusId, statusId), visibleProjectCondition(viewer)))
    .orderBy(sql`lower(${projects.code})`);
}

export async function countProjectsWithSubtype(db: DbOrTx, subtypeId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(projects).where(eq(projects.projectSubtypeId, subtypeId));
  return n;
}

export async function countProjectsWithStatus(db: DbOrTx, statusId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(projects).where(eq(projects.projectStatusId, statusId));
  return n;
}

/** A company that may be attached: any existing one. */
export async function findCompany(db: DbOrTx, id: number): Promise<ProjectCompanyRow | undefined> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, code: companies.code, type: companies.type })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row;
}
