import { describe, expect, it } from 'vitest';
import { pageKey } from './page-key';

describe('pageKey', () => {
  it('drops the view-state segment of the pages that keep their view in the URL', () => {
    expect(pageKey('/project/8')).toBe('/project/8');
    expect(pageKey('/project/8/%7B%22filter%22%3A%22a%22%7D')).toBe('/project/8');
    expect(pageKey('/project/8/123')).toBe('/project/8');
    expect(pageKey('/summaryview/3/%7B%7D')).toBe('/summaryview/3');
    expect(pageKey('/defaultfolders/%7B%7D')).toBe('/defaultfolders');
  });

  it('keeps every other path as it is', () => {
    expect(pageKey('/project/9')).not.toBe(pageKey('/project/8'));
    expect(pageKey('/condominium/1/apartments/2')).toBe('/condominium/1/apartments/2');
    expect(pageKey('/projects')).toBe('/projects');
  });
});
