import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints';
import { multipartForm } from './multipart-form';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'site.jpg', { type: 'image/jpeg' });

describe('multipartForm', () => {
  it("writes the declared fields so that the endpoint's own schema reads them back, the file last", () => {
    const fields = {
      documentTypeId: 3,
      folderId: 0,
      fields: [{ field_id: 2, text: 'Frame' }],
      keywords: [12, 13],
      group: 'Roof',
      coordinates: '60.1,24.9',
    };
    const form = multipartForm(endpoints.documents.upload, { ...fields, file: photo() });
    const names = [...form.keys()];
    expect(names.at(-1)).toBe('file');
    expect((form.get('file') as File).name).toBe('site.jpg');
    const texts = Object.fromEntries([...form.entries()].filter(([name]) => name !== 'file'));
    expect(endpoints.documents.upload.body.parse(texts)).toEqual(fields);
  });

  it('leaves out what is not given, and sends a file-only endpoint its file alone', () => {
    const form = multipartForm(endpoints.documents.upload, { documentTypeId: 1, folderId: 4, file: photo() });
    expect([...form.keys()]).toEqual(['documentTypeId', 'folderId', 'file']);
    expect(form.get('folderId')).toBe('4');
    const csv = new File(['email\n'], 'users.csv', { type: 'text/csv' });
    expect([...multipartForm(endpoints.csvImports.upload, { csv_data: csv }).keys()]).toEqual(['csv_data']);
  });

  it('refuses a part the declaration does not name', () => {
    const unnamed = { documentTypeId: 1, folderId: 0, file: photo(), colour: 'red' };
    expect(() => multipartForm(endpoints.documents.upload, unnamed)).toThrow(/declares no field colour/);
  });
});
