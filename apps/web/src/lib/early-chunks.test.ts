// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadSignedInChunks, SIGNED_IN_CHUNKS_META } from './early-chunks';

afterEach(() => {
  document.head.innerHTML = '';
});

const preloaded = () =>
  Array.from(
    document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
    (link) => new URL(link.href).pathname,
  );

describe('preloadSignedInChunks', () => {
  it("asks for every page's route tree and this page's own code, as the build listed them", () => {
    const meta = document.createElement('meta');
    meta.name = SIGNED_IN_CHUNKS_META;
    meta.content = '/|signed-in-abc /project/|project-page-def /project/|common-ghi /companies|companies-page-jkl';
    document.head.append(meta);
    preloadSignedInChunks('/project/5/%7B%7D');
    expect(preloaded()).toEqual(['/assets/signed-in-abc.js', '/assets/project-page-def.js', '/assets/common-ghi.js']);
  });

  it('does nothing without the list (a build without it, the dev server)', () => {
    preloadSignedInChunks('/project/5');
    expect(preloaded()).toEqual([]);
  });
});
