import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { allEndpoints } from './endpoints';

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
