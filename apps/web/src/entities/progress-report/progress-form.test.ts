import { describe, expect, it } from 'vitest';
import { currentQuarter, progressTotals, reportDateText, tasksComplete } from './progress-form';

describe('progress report form', () => {
  it('every field of every task is required and the amount is whole', () => {
    expect(tasksComplete([{ slug: 'laidcable', unit: 'm', value: '12' }])).toBe(true);
    expect(tasksComplete([{ slug: 'laidcable', unit: 'm', value: '' }])).toBe(false);
    expect(tasksComplete([{ slug: 'laidcable', unit: '', value: '1' }])).toBe(false);
    expect(tasksComplete([{ slug: '', unit: 'm', value: '1' }])).toBe(false);
    expect(tasksComplete([{ slug: 'laidcable', unit: 'm', value: '1.5' }])).toBe(false);
    expect(tasksComplete([])).toBe(false);
  });
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
