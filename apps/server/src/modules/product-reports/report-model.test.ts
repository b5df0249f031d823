import { describe, expect, it } from 'vitest';
import type { ReportRow } from './product-reports.repo';
import { buildReport } from './report-model';

function row(apartmentId: number, selectId: number | null, optionName: string, price: string): ReportRow {
  return {
    apartment_id: apartmentId,
    stairwell: 'A',
    apartment_number: String(apartmentId),
    select_id: selectId,
    form_name: 'Interior',
    group_name: 'Floors',
    select_name: selectId === null ? null : `Select ${selectId}`,
    option_name: optionName,
    area: '12.50',
    price,
  };
}

describe('buildReport', () => {
  it('shares one line between apartments that saved the same choice, and keeps each saved price', () => {
    const model = buildReport([
      row(1, 7, 'Oak', '10.01'),
      row(2, 7, 'Oak', '10.01'),
      // Saved before the option's price changed: the same option, its own line and total.
      row(3, 7, 'Oak', '11.00'),
      // Renamed since: a line of its own too.
      row(4, 7, 'Oak (new)', '10.01'),
      // The same option name and price in another select (its own area): not shared.
      row(5, 8, 'Oak', '10.01'),
    ]);
    const [a1, a2, a3, a4, a5] = model.stairwells[0].apartments;
    expect(a2.lines[0]).toBe(a1.lines[0]);
    expect(a3.lines[0]).not.toBe(a1.lines[0]);
    expect(a4.lines[0]).not.toBe(a1.lines[0]);
    expect(a5.lines[0]).not.toBe(a1.lines[0]);
    // 10.01 × 12.50 = 125.125 and 11.00 × 12.50 = 137.5, in ten-thousandths of a euro.
    expect(a1.total).toBe(1_251_250n);
    expect(a3.total).toBe(1_375_000n);
    expect(a4.lines[0].optionName).toBe('Oak (new)');
    expect(a5.lines[0].selectName).toBe('Select 8');
    expect(model.total).toBe(4n * 1_251_250n + 1_375_000n);
  });

  it('lists an apartment with no choices with no lines', () => {
    const model = buildReport([{ ...row(1, null, '', '0'), option_name: null, price: null }]);
    expect(model.stairwells[0].apartments[0].lines).toEqual([]);
    expect(model.total).toBe(0n);
  });
});
