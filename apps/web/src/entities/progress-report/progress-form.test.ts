import { describe, expect, it } from 'vitest';
import { currentQuarter, progressTotals, reportDateText } from './progress-form';

describe('progress report form', () => {
  it('writes DD.MM.YYYY HH:mm and rounds now down to the quarter hour', () => {
    expect(reportDateText(new Date(2026, 2, 5, 7, 45))).toBe('05.03.2026 07:45');
    expect(reportDateText(currentQuarter(new Date(2026, 2, 5, 7, 59, 30)))).toBe('05.03.2026 07:45');
  });
  it('totals per task and unit in the spec order', () => {
    const totals = progressTotals([
      {
        numbers: [
          { slug: 'polesinstalled', unit: 'kpl', value: 2 },
          { slug: 'laidcable', unit: 'm', value: 10 },
        ],
      },
      { numbers: [{ slug: 'laidcable', unit: 'm', value: 5 }] },
    ]);
    expect(totals).toEqual([
      { slug: 'laidcable', unit: 'm', value: 15 },
      { slug: 'polesinstalled', unit: 'kpl', value: 2 },
    ]);
  });
});
