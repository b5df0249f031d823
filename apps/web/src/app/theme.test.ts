import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2.2's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme', () => {
  it('gives secondary (dimmed) text at least 4.5:1 on white, the shell grey and the brand tint', () => {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    const dimmed = cssVariablesResolver(merged).light['--mantine-color-dimmed'];
    expect(dimmed).toMatch(/^#[0-9a-f]{6}$/i);
    for (const background of ['#ffffff', merged.colors.gray[0], merged.colors.brand[0]]) {
      expect(contrast(dimmed, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
