import type { DocumentPicture } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_MARKER_COLOUR,
  DEFAULT_MARKER_COLOUR,
  extendPalette,
  MARKER_PALETTE,
  markerColours,
} from './document-marker-colours';

const picture = (id: number, part: Partial<DocumentPicture> = {}): DocumentPicture => ({
  id,
  lat: 61,
  lng: 23,
  company_id: null,
  subject_id: null,
  state_id: null,
  ...part,
});

describe('extendPalette', () => {
  it('is the eight palette colours while they suffice', () => {
    expect(MARKER_PALETTE).toHaveLength(8);
    expect(extendPalette(3)).toEqual(MARKER_PALETTE.slice(0, 3));
    expect(extendPalette(8)).toEqual(MARKER_PALETTE);
    expect(extendPalette(0)).toEqual([]);
  });

  it('adds distinct generated colours beyond eight, the same every time, never the default or chosen colour', () => {
    const colours = extendPalette(40);
    expect(colours).toHaveLength(40);
    expect(colours.slice(0, 8)).toEqual(MARKER_PALETTE);
    expect(new Set(colours).size).toBe(40);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(colours).not.toContain(DEFAULT_MARKER_COLOUR);
    expect(colours).not.toContain(ACTIVE_MARKER_COLOUR);
    expect(extendPalette(40)).toEqual(colours);
  });
});

describe('markerColours', () => {
  const pictures = [
    picture(1, { company_id: 7, subject_id: 30 }),
    picture(2, { company_id: 3, subject_id: 30 }),
    picture(3, { company_id: 7, subject_id: 31 }),
    picture(4, { subject_id: 31, state_id: 40 }),
    picture(5, { state_id: 41 }),
  ];

  it('colours by company: one colour per company in ascending order, red without one', () => {
    const colours = markerColours(pictures, 'company');
    expect(colours.get(2)).toBe(MARKER_PALETTE[0]);
    expect(colours.get(1)).toBe(MARKER_PALETTE[1]);
    expect(colours.get(3)).toBe(MARKER_PALETTE[1]);
    expect(colours.get(4)).toBe(DEFAULT_MARKER_COLOUR);
    expect(colours.get(5)).toBe(DEFAULT_MARKER_COLOUR);
  });

  it('colours by subject', () => {
    const colours = markerColours(pictures, 'subject');
    expect([1, 2].map((id) => colours.get(id))).toEqual([MARKER_PALETTE[0], MARKER_PALETTE[0]]);
    expect([3, 4].map((id) => colours.get(id))).toEqual([MARKER_PALETTE[1], MARKER_PALETTE[1]]);
    expect(colours.get(5)).toBe(DEFAULT_MARKER_COLOUR);
  });

  it('without colouring every marker is red unless its state has a configured colour', () => {
    const colours = markerColours(pictures, 'none', { '41': '#123456' });
    expect(colours.get(1)).toBe(DEFAULT_MARKER_COLOUR);
    expect(colours.get(4)).toBe(DEFAULT_MARKER_COLOUR);
    expect(colours.get(5)).toBe('#123456');
  });

  it('gives more than eight companies generated colours of their own', () => {
    const many = Array.from({ length: 20 }, (_, i) => picture(i + 1, { company_id: i + 100 }));
    const colours = markerColours(many, 'company');
    expect(new Set(colours.values()).size).toBe(20);
  });
});
