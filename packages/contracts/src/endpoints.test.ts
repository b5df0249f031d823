import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { allEndpoints, endpointId, endpoints } from './endpoints';
import { errorStatuses } from './http/endpoint';

const catalogueKey = (method: string, path: string) => `${method} ${path.replace(/\{[^}]*\}/g, '{}')}`;
const inCatalogue = new Set(CATALOGUE.map((c) => catalogueKey(c.method, c.path)));

describe('endpoint declarations', () => {
  it('each serves a call of the spec catalogue, or says why it is an addition', () => {
    const unexplained = allEndpoints.filter((e) => {
      if (e.addition) return false;
      if (e.serves) {
        const [method, path] = e.serves.split(' ');
        return !inCatalogue.has(catalogueKey(method, path));
      }
      return !inCatalogue.has(catalogueKey(e.method, e.path));
    });
    expect(unexplained.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('declares each method and path once', () => {
    const keys = allEndpoints.map((e) => catalogueKey(e.method, e.path));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('writes paths as the catalogue does: relative, parameters as {name}', () => {
    for (const e of allEndpoints) {
      expect(e.path).not.toMatch(/^\/|:|\s|\/\//);
      expect(e.summary.length).toBeGreaterThan(0);
    }
  });

  it('names the file parts of every multipart body, and only there', () => {
    for (const e of allEndpoints) {
      const files = e.files ?? [];
      expect([`${e.method} ${e.path}`, files.length > 0]).toEqual([`${e.method} ${e.path}`, e.multipart === true]);
    }
  });
});

describe('endpointId', () => {
  it('names each declaration once, as <area key>.<endpoint key>', () => {
    expect(endpointId(endpoints.documents.upload)).toBe('documents.upload');
    expect(endpointId(endpoints.projectStatuses.projects)).toBe('projectStatuses.projects');
    const names = allEndpoints.map((e) => endpointId(e));
    expect(names.filter((n) => n === undefined)).toEqual([]);
    // One object under two keys would get one of two names: every declaration is its own object.
    expect(new Set(allEndpoints).size).toBe(allEndpoints.length);
  });

  it('knows nothing of an endpoint that is not declared', () => {
    expect(endpointId({ ...endpoints.documents.upload })).toBeUndefined();
  });
});

describe('errorStatuses', () => {
  it('reads what the declaration implies, and adds what it declares', () => {
    // Public, no parameters, no input: nothing can go wrong but the server.
    expect(errorStatuses(endpoints.configuration.configuration)).toEqual([]);
    expect(errorStatuses(endpoints.auth.authenticate)).toEqual([401, 413, 422, 429]);
    expect(errorStatuses(endpoints.documents.upload)).toEqual([401, 403, 404, 413, 422]);
    expect(errorStatuses(endpoints.documents.file)).toEqual([401, 403, 404, 410, 416, 422]);
    expect(errorStatuses(endpoints.projects.list)).toEqual([401, 403, 422]);
  });
});
