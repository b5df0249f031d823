import {
  type CompanyRole,
  email as emailSchema,
  type ImportRowError,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_MAX_ROWS,
  USER_IMPORT_ROLE_NAMES,
  type UserImportColumn,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { allows } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
// Not yet behind a repository: the activation links (auth).
import { sendPasswordLink } from '../../platform/auth/password-links';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { invalid } from '../../platform/http/app-error';
import { findCompaniesByCodes } from '../companies/companies.repo';
import { findRolesOfCompanies, insertUserRoles } from '../companies/company-roles.repo';
import { findAllCategories } from '../user-categories/user-categories.repo';
import { findExistingEmails, insertUsers } from '../users/users.repo';
import { type CsvColumns, csvColumnReader } from './csv-columns';
import { type CsvTable, parseCsvTable, readCsvText } from './csv-reader';
import { ImportRejected } from './import-rejected';

/** Headers of the users import, in English or Finnish (contracts' USER_IMPORT_COLUMNS). */
const userColumns = csvColumnReader(USER_IMPORT_COLUMNS);

type Columns = CsvColumns<UserImportColumn>;

interface ImportRecord {
  row: number;
  email: string;
  name: string;
  phone: string | null;
  companyId: number;
  roles: CompanyRole[];
  categoryId: number | null;
}

/**
 * Checks every row against the database in a constant number of queries and collects every
 * problem, so one answer shows them all.
 */
async function validateRows(
  ctx: AppContext,
  actor: AuthUser,
  table: CsvTable,
  columns: Columns,
  errors: ImportRowError[],
): Promise<ImportRecord[]> {
  const cell = (cells: string[], key: UserImportColumn) => {
    const c = columns[key];
    return c ? (cells[c.index] ?? '').trim() : '';
  };
  const [companies, categories, existing] = await Promise.all([
    findCompaniesByCodes(ctx.db, table.rows.map((r) => cell(r.cells, 'company_code')).filter(Boolean)),
    findAllCategories(ctx.db),
    findExistingEmails(ctx.db, table.rows.map((r) => cell(r.cells, 'email')).filter(Boolean)),
  ]);
  const companyByCode = new Map(companies.map((c) => [(c.code ?? '').toLowerCase(), c]));
  const defaultCategory = categories.find((c) => c.isDefault)?.id ?? null;
  const seen = new Set<string>();
  const records: ImportRecord[] = [];

  for (const { row, cells } of table.rows) {
    const before = errors.length;
    const problem = (field: UserImportColumn | null, message: string, value: string | null) =>
      errors.push({ row, column: field ? (columns[field]?.header ?? field) : null, field, message, value });
    const extra = cells.slice(table.header.length).find((c) => c !== '');
    if (extra !== undefined) problem(null, 'too-many-cells', extra);

    const rawEmail = cell(cells, 'email');
    const parsedEmail = emailSchema.safeParse(rawEmail);
    const email = parsedEmail.success ? parsedEmail.data : '';
    if (!rawEmail) problem('email', 'required', null);
    else if (!parsedEmail.success) problem('email', 'email-invalid', rawEmail);
    else if (existing.has(email)) problem('email', 'email-in-use', rawEmail);
    else if (seen.has(email)) problem('email', 'duplicate-in-file', rawEmail);
    if (email) seen.add(email);

    const name = cell(cells, 'name');
    if (!name) problem('name', 'required', null);
    else if (name.length > 255) problem('name', 'too-long', name);

    const phone = cell(cells, 'phone');
    if (phone.length > 64) problem('phone', 'too-long', phone);

    const code = cell(cells, 'company_code');
    const found = companyByCode.get(code.toLowerCase());
    // The import permission alone does not reach other companies: the same rule as adding a user by
    // hand. A company the caller may not use reads as one that does not exist, so the import tells
    // nobody which codes other companies have (DECISIONS.md "Who may write").
    const company = found && allows(actor, 'manageUsers', { kind: 'company', id: found.id }) ? found : undefined;
    if (!code) problem('company_code', 'required', null);
    else if (!company) problem('company_code', 'company-not-found', code);

    const roles: CompanyRole[] = [];
    for (const word of cell(cells, 'roles')
      .split(/[;,|/\s]+/)
      .filter(Boolean)) {
      const role = USER_IMPORT_ROLE_NAMES[word.toLowerCase()];
      if (role) roles.push(role);
      else problem('roles', 'role-unknown', word);
    }

    const categoryText = cell(cells, 'category');
    const category = categoryText
      ? categories.find((c) => c.name.toLowerCase() === categoryText.toLowerCase() || String(c.id) === categoryText)
      : undefined;
    if (categoryText && !category) problem('category', 'category-not-found', categoryText);

    if (errors.length === before && company) {
      records.push({
        row,
        email,
        name,
        phone: phone || null,
        companyId: company.id,
        roles,
        categoryId: category?.id ?? defaultCategory,
      });
    }
  }
  return records;
}

/**
 * POST import/csv/users: all or nothing. Cells are stored as written (a leading `= + - @` stays
 * text; exports make such cells inert, see platform/csv/csv-safe.ts). New accounts get the activation e-mail
 * after the commit.
 */
export async function importUsers(ctx: AppContext, actor: AuthUser, bytes: Buffer): Promise<{ created: number }> {
  const table = parseCsvTable(await readCsvText(bytes));
  const errors: ImportRowError[] = [];
  const columns = userColumns(table, errors);
  if (errors.length) throw new ImportRejected(errors);
  if (table.rows.length === 0) {
    throw new ImportRejected([{ row: 0, column: null, field: null, message: 'no-rows', value: null }]);
  }
  if (table.rows.length > USER_IMPORT_MAX_ROWS) {
    throw new ImportRejected([
      { row: 0, column: null, field: null, message: 'too-many-rows', value: String(table.rows.length) },
    ]);
  }
  const records = await validateRows(ctx, actor, table, columns, errors);
  if (errors.length) throw new ImportRejected(errors);

  const created = await withEmailCheck(() =>
    ctx.db.transaction(async (tx) => {
      const rows = await insertUsers(
        tx,
        records.map((r) => ({
          email: r.email,
          name: r.name,
          phone: r.phone,
          userCategoryId: r.categoryId,
          enabled: true,
        })),
      );
      const idByEmail = new Map(rows.map((u) => [u.email, u.id]));
      const companyRoles = await findRolesOfCompanies(tx, [...new Set(records.map((r) => r.companyId))]);
      const roleId = (companyId: number, name: CompanyRole) =>
        companyRoles.find((cr) => cr.companyId === companyId && cr.name === name)?.id;
      const memberships = records.flatMap((r) =>
        [...new Set<CompanyRole>(['employee', ...r.roles])].flatMap((name) => {
          const id = roleId(r.companyId, name);
          const userId = idByEmail.get(r.email);
          return id && userId ? [{ userId, roleId: id }] : [];
        }),
      );
      await insertUserRoles(tx, memberships);
      for (const user of rows) await sendPasswordLink(ctx, user.id, 'activate', tx);
      return rows;
    }),
  );
  return { created: created.length };
}

/** An address taken by another import meanwhile: the same answer as the check before the insert. */
async function withEmailCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw invalid({ email: ['email-in-use'] });
  }
}
