import { endpoints } from '@portal/contracts/endpoints';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endpointKey } from '../../../lib/api-query';
import { invalidateDocuments, PROCESSING_REFETCH_MS, processingRefetchInterval } from './documents';

describe('processingRefetchInterval', () => {
  it('asks again while a document is being processed, and stops once all are ready', () => {
    expect(processingRefetchInterval([{ ready: true }, { ready: false }])).toBe(PROCESSING_REFETCH_MS);
    expect(processingRefetchInterval([{ ready: true }, { ready: true }])).toBe(false);
    expect(processingRefetchInterval([])).toBe(false);
    expect(processingRefetchInterval(undefined)).toBe(false);
  });
});

describe('invalidateDocuments', () => {
  it("marks the project's own answer stale too, so its file count follows an upload, move or delete", async () => {
    const queryClient = new QueryClient();
    const project = endpointKey(endpoints.projects.get, { params: { id: 5 } });
    const other = endpointKey(endpoints.projects.get, { params: { id: 6 } });
    queryClient.setQueryData(project, { document_count: 1 });
    queryClient.setQueryData(other, { document_count: 1 });
    await invalidateDocuments(queryClient, 5);
    expect(queryClient.getQueryState(project)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
