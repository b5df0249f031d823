import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import createClient from 'openapi-fetch';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeCompany, makeUser, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { createProject } from '../../test/project-factories';

/*
 * The document stays usable by the tools integrators use: openapi-typescript makes a client from
 * the served document, the TypeScript compiler checks it, and openapi-fetch calls the server with
 * it. The generated files go under node_modules/.cache, so `openapi-fetch` resolves from them and
 * the runtime imports them as plain modules.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const dir = path.join(root, 'node_modules/.cache', `portal-openapi-client-${process.pid}`);

/** An integrator's script: sign in, then list the projects, through the generated types only. */
const CLIENT = `
import type createClient from 'openapi-fetch';
import type { paths } from './schema';

export async function signInAndListProjects(
  create: typeof createClient,
  fetch: (request: Request) => Promise<Response>,
  email: string,
  password: string,
): Promise<{ name: string; projects: string[] }> {
  const client = create<paths>({ baseUrl: 'https://portal.test', fetch });
  const signIn = await client.POST('/api/v1/authenticate', { body: { email, password, isPortal: true } });
  if (!signIn.data) throw new Error(\`sign-in: \${signIn.response.status} \${signIn.error?.errors.message}\`);
  const token: string = signIn.data.data.user.token;
  const list = await client.GET('/api/v1/projects', {
    params: { query: { per_page: 50 } },
    headers: { Authorization: \`Bearer \${token}\` },
  });
  if (!list.data) throw new Error(\`projects: \${list.response.status}\`);
  return { name: signIn.data.data.user.name, projects: list.data.data.map((project) => project.name) };
}
`;

/** Calls the generated types refuse: a path the document lacks, a field an answer lacks, a body without a required field. */
const WRONG = `
import createClient from 'openapi-fetch';
import type { paths } from './schema';

const client = createClient<paths>({ baseUrl: 'https://portal.test' });
export const a = client.GET('/api/v1/projectz');
export const b = client.POST('/api/v1/authenticate', { body: { email: 'a@b.c' } });
export const c = (await client.GET('/api/v1/user')).data?.data.tokn;
`;

function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    // Only the libraries' own declarations are skipped; the generated schema is a .ts file.
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    // The refused statement's own text, so a test can tell which one it was.
    const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    const line = d.file?.text.split('\n')[at] ?? '';
    return `${line.trim()} -> ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

/** openapi-fetch's fetch, answered by the app through inject (no port needed). */
function fetchThrough(t: TestApp) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await t.app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await mkdir(dir, { recursive: true });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

describe('a client generated from the OpenAPI document', () => {
  it('type-checks, refuses wrong calls, and signs in and lists projects through openapi-fetch', async () => {
    const document = (await t.call('GET', '/api/docs/json')).json() as OpenAPI3;
    await writeFile(path.join(dir, 'schema.ts'), astToString(await openapiTS(document)));
    await writeFile(path.join(dir, 'client.ts'), CLIENT);
    await writeFile(path.join(dir, 'wrong.ts'), WRONG);

    expect(typeErrors([path.join(dir, 'client.ts')])).toEqual([]);
    const refused = typeErrors([path.join(dir, 'wrong.ts')]);
    for (const statement of WRONG.split('\n').filter((line) => line.startsWith('export const'))) {
      expect(
        refused.some((error) => error.startsWith(statement.trim())),
        refused.join('\n'),
      ).toBe(true);
    }

    const company = await makeCompany(t.ctx, 'owner');
    const user = await makeUser(t.ctx, { companyId: company.id, roles: ['manager'], isOwner: true });
    const project = await createProject(t, await t.login(user.email), { name: 'Harbour pier renovation' });

    // The checked client, as JavaScript: its only imports were types.
    const { outputText } = ts.transpileModule(CLIENT, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    await writeFile(path.join(dir, 'client.mjs'), outputText);
    const { signInAndListProjects } = (await import(pathToFileURL(path.join(dir, 'client.mjs')).href)) as {
      signInAndListProjects: (
        create: typeof createClient,
        fetch: (request: Request) => Promise<Response>,
        email: string,
        password: string,
      ) => Promise<{ name: string; projects: string[] }>;
    };
    const answer = await signInAndListProjects(createClient, fetchThrough(t), user.email, TEST_PASSWORD);
    expect(answer).toEqual({ name: user.name, projects: [project.name] });

    await expect(signInAndListProjects(createClient, fetchThrough(t), user.email, 'wrong-password')).rejects.toThrow(
      /sign-in: 401 Check email and password/,
    );
  }, 120_000);
});
