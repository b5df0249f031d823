import { describe, expect, it } from 'vitest';
import { categoryNameOf } from './category-names';

describe('categoryNameOf', () => {
  const categories = [
    { id: 1, name: 'Default', default: true, can: { delete: false } },
    { id: 2, name: 'Työmaa', default: false, can: { delete: true } },
  ];

  it('names the category, the default one for users without', () => {
    expect(categoryNameOf(2, categories)).toBe('Työmaa');
    expect(categoryNameOf(null, categories)).toBe('Default');
    expect(categoryNameOf(7, categories)).toBe('');
  });
});
