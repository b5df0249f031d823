import type { ApiClient } from '../support/api';
import { jpegFile, uploadDocument } from '../support/documents';
import { expect, signIn, snap, test } from '../support/fixtures';

const EMPLOYEE = 'employee@demo.test';
const MANAGER = 'manager@demo.test';

/** Adds a small photo through the API, in the main folder of the first project the user sees. */
async function addPhoto(api: ApiClient, name: string) {
  const projects = (await api.projects.list({ query: { per_page: 9999 } })).data;
  const project = projects.find((p) => p.type === 'condominium') ?? projects[0];
  if (!project) throw new Error('the user sees no project');
  const document = await uploadDocument(api, project.id, await jpegFile(name, { r: 200, g: 90, b: 40 }));
  return { projectId: project.id, documentId: document.id, canRequest: document.can.requestDelete };
}

test('an employee asks for a document to be deleted; a manager accepts it from the inbox', async ({
  page,
  browser,
  api,
  portal,
}) => {
  test.setTimeout(120_000);
  const name = `e2e-request-${Date.now()}.jpg`;
  const { projectId, documentId, canRequest } = await addPhoto(await api(EMPLOYEE), name);
  // The employee sees the document but may not delete it: the answer says they may ask.
  expect(canRequest).toBe(true);

  await signIn(page, EMPLOYEE);
  await page.goto(`/project/${projectId}/${documentId}`);
  const detail = page.getByTestId('document-detail-window');
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Request deletion' }).click();
  const asking = page.getByRole('dialog', { name: 'Request deletion' });
  await asking.getByRole('textbox', { name: /Reason/ }).fill('Taken at the wrong site');
  await snap(page, 'delete-request-reason-en');
  await asking.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText('Deletion requested. A manager will review the request.')).toBeVisible();
  await snap(page, 'delete-request-sent-en');

  // The request is pending: no second one can be sent.
  await expect(detail.getByRole('button', { name: 'Deletion requested' })).toBeDisabled();
  await expect(detail.getByRole('button', { name: 'Request deletion' })).toHaveCount(0);

  const managerContext = await browser.newContext({ baseURL: portal.url });
  const manager = await managerContext.newPage();
  await signIn(manager, MANAGER);
  await manager.goto('/projects');
  await manager.getByRole('button', { name: /^Delete requests: [1-9]/ }).click();
  const inbox = manager.getByRole('dialog', { name: 'Delete requests' });
  await expect(inbox.getByRole('link', { name: new RegExp(name.replace('.', '\\.')) })).toHaveCount(1);
  const row = inbox.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('“Taken at the wrong site”')).toBeVisible();
  await snap(manager, 'delete-requests-inbox-en');
  // Examined: the picture and the reason; accepting asks first, then says it is done.
  await row.getByRole('button', { name: 'Examine' }).click();
  await expect(inbox.getByRole('img', { name: `Picture of ${name}` })).toBeVisible();
  await expect(inbox.getByText('Taken at the wrong site', { exact: true })).toBeVisible();
  await snap(manager, 'delete-request-examined-en');
  await inbox.getByRole('button', { name: 'Delete the document' }).click();
  const confirmation = manager.getByRole('dialog', { name: 'Delete the document?' });
  await confirmation.getByRole('button', { name: 'Delete the document' }).click();
  await expect(manager.getByText('The document has been deleted.')).toBeVisible();
  await expect(inbox.getByRole('link', { name: new RegExp(name.replace('.', '\\.')) })).toHaveCount(0);

  // The document is gone for both: the manager's API answer, and the employee's panel (live event).
  const gone = await (await api(MANAGER)).documents.get({ params: { id: documentId } });
  // A removed document answers 410 (gone), never its data.
  expect(gone.status).toBe(410);
  await expect(page.getByText('The document was not found or is not visible to you.')).toBeVisible();
  await managerContext.close();
});

test('export: nothing selected says so; the selected documents are exported and the link arrives', async ({
  page,
  request,
  api,
  portal,
}) => {
  test.setTimeout(120_000);
  const name = `e2e-export-${Date.now()}.jpg`;
  const { projectId } = await addPhoto(await api(EMPLOYEE), name);

  await signIn(page, EMPLOYEE);
  await page.goto(`/project/${projectId}`);
  const panel = page.getByRole('region', { name: 'Documents', exact: true });
  await panel.getByRole('button', { name: 'Export (ZIP)' }).click();
  await expect(page.getByText('Choose at least one document.')).toBeVisible();

  await panel.getByRole('searchbox', { name: 'Search' }).fill(name.replace('.jpg', ''));
  const table = panel.getByRole('table', { name: 'Documents of the project' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('checkbox', { name: `Select ${name}` }).check();
  await panel.getByRole('button', { name: 'Export 1 (ZIP)' }).click();
  await expect(page.getByText('The export has started. The ZIP file will be e-mailed to you.')).toBeVisible();
  await snap(page, 'export-started-en');

  // The job mails the link and announces it on the user's channel: a notice with the same link.
  const mail = await portal.mail.waitFor(EMPLOYEE, 60_000);
  const link = mail.text.match(/https?:\/\/\S+download\?token=\S+/)?.[0] ?? '';
  expect(link).toMatch(/^http/);
  const notice = page.getByRole('alert').filter({ hasText: 'Export ready' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice.getByRole('link', { name: 'Download the ZIP' })).toHaveAttribute('href', link);
  // The link as mailed (a signed token, no bearer header), followed as a mail reader would.
  const zip = await request.get(link);
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toContain('application/zip');
  await snap(page, 'export-ready-en');

  // Finnish: the same buttons and notices.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Language').selectOption('fi');
  const fi = page.getByRole('region', { name: 'Dokumentit', exact: true });
  await fi.getByRole('button', { name: 'Vie 1 (ZIP)' }).click();
  await expect(page.getByText('Vienti aloitettu. ZIP-tiedosto lähetetään sinulle sähköpostilla.')).toBeVisible();
  await expect(page.getByText('???')).toHaveCount(0);
  await snap(page, 'export-started-fi');
});

test('the project page offers the document type modals to an owner-manager, in both languages', async ({
  page,
  api,
}) => {
  // A type nothing uses, so there is one the answer lets the owner-manager delete.
  const typeName = `E2E unused ${Date.now() % 100000}`;
  const owner = await api('owner.manager@demo.test');
  expect((await owner.documentTypes.create({ body: { name: typeName } })).status).toBe(201);

  await signIn(page, 'owner.manager@demo.test');
  await page.goto('/projects');
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('button', { name: 'Document types' }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText(['New document type', 'Delete document type', 'Manage fields', 'Edit keywords']);
  await snap(page, 'project-document-types-menu-en');
  await page.getByRole('menuitem', { name: 'Edit keywords' }).click();
  const keywords = page.getByRole('dialog', { name: 'Edit keywords' });
  await expect(keywords.getByRole('combobox', { name: 'Keyword field' })).toHaveValue('Phase');
  await expect(keywords.getByRole('list', { name: 'Keywords' }).getByRole('listitem').first()).toBeVisible();
  await snap(page, 'project-keywords-en');
  await keywords.getByRole('button', { name: 'Close' }).first().click();
  await expect(keywords).toBeHidden();

  // Deleting the unused type: chosen in the modal, confirmed, gone from the answer.
  await page.getByRole('button', { name: 'Document types' }).click();
  await page.getByRole('menuitem', { name: 'Delete document type' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete document type' });
  await remove.getByRole('combobox', { name: 'Document type to delete' }).click();
  await page.getByRole('option', { name: typeName }).click();
  await snap(page, 'project-delete-type-en');
  await remove.getByRole('button', { name: 'Delete', exact: true }).click();
  // The chooser gives way to the confirmation (found by its own message, once it is there).
  await expect(remove.getByRole('combobox')).toHaveCount(0);
  const confirm = page.getByRole('dialog').filter({ hasText: 'A type that documents use cannot be deleted.' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`Document type "${typeName}" deleted.`)).toBeVisible();
  const left = (await owner.documentTypes.list()).data;
  expect(left.map((t) => t.name)).not.toContain(typeName);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Language').selectOption('fi');
  await page.getByRole('button', { name: 'Dokumenttityypit' }).click();
  await page.getByRole('menuitem', { name: 'Hallitse kenttiä' }).click();
  const fields = page.getByRole('dialog', { name: 'Hallitse kenttiä' });
  await expect(fields.getByRole('table')).toBeVisible();
  await expect(page.getByText('???')).toHaveCount(0);
  await snap(page, 'project-manage-fields-fi');
});
