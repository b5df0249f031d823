import { describe, expect, it } from 'vitest';
import { pickableKeywords } from './keywords';

describe('pickableKeywords', () => {
  it('leaves out the "-" placeholder and deactivated keywords, keeping the order', () => {
    const keywords = [
      { id: 1, field_id: 2, text: '-', deactivated: false },
      { id: 2, field_id: 2, text: 'Foundations', deactivated: false },
      { id: 3, field_id: 2, text: 'Old', deactivated: true },
      { id: 4, field_id: 2, text: ' - ', deactivated: false },
      { id: 5, field_id: 2, text: 'Roof', deactivated: false },
    ];
    expect(pickableKeywords({ keywords }).map((k) => k.id)).toEqual([2, 5]);
  });
});
