import { describe, expect, it } from 'vitest';
import { PROCESSING_REFETCH_MS, processingRefetchInterval } from './documents';

describe('processingRefetchInterval', () => {
  it('asks again while a document is being processed, and stops once all are ready', () => {
    expect(processingRefetchInterval([{ ready: true }, { ready: false }])).toBe(PROCESSING_REFETCH_MS);
    expect(processingRefetchInterval([{ ready: true }, { ready: true }])).toBe(false);
    expect(processingRefetchInterval([])).toBe(false);
    expect(processingRefetchInterval(undefined)).toBe(false);
  });
});
