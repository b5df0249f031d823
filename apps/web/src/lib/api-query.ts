import type { EndpointAnswer, EndpointConfig, EndpointData, EndpointInput } from '@portal/contracts/http/endpoint';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callEndpoint, callEndpointData } from './call-endpoint';

/**
 * Query keys come from the endpoint and its input, never typed by hand: `[path, params, query]`.
 * Invalidating with fewer parts covers every query below it (all projects' folders, say).
 */
export function endpointKey<E extends EndpointConfig>(endpoint: E, input?: Partial<EndpointInput<E>>) {
  const parts = (input ?? {}) as { params?: unknown; query?: unknown };
  const key: unknown[] = ['api', endpoint.path];
  if (parts.params !== undefined) key.push(parts.params);
  if (parts.query !== undefined) key.push(parts.query);
  return key;
}

/** TanStack query options for a GET endpoint: key from the declaration, data through the typed client. */
export function endpointQuery<E extends EndpointConfig>(endpoint: E, input: EndpointInput<E>) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => callEndpointData(endpoint, input, { signal }) as Promise<EndpointData<E>>,
  });
}

/**
 * A GET endpoint read again every `everyMs` (globals, configuration, the delete-request inbox).
 * Its requests are marked as background ones, so an open tab that only refreshes does not keep
 * its session alive (the server extends sessions for the user's own requests only).
 */
export function endpointPollingQuery<E extends EndpointConfig>(endpoint: E, input: EndpointInput<E>, everyMs: number) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) =>
      callEndpointData(endpoint, input, { signal, background: true }) as Promise<EndpointData<E>>,
    refetchInterval: everyMs,
    staleTime: everyMs,
  });
}

/**
 * Like `endpointQuery`, for the whole answer (`{ data, meta, can }`) when more than `data` is read.
 * Its key extends the endpoint's, so `invalidateEndpoint` covers it too.
 */
export function endpointBodyQuery<E extends EndpointConfig>(endpoint: E, input: EndpointInput<E>) {
  return queryOptions({
    queryKey: [...endpointKey(endpoint, input), 'body'],
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal }) as Promise<EndpointAnswer<E>>,
  });
}

/**
 * Reads a body query (`endpointBodyQuery`) again as a background read, into its cache entry: for
 * timed checks that are not the user's doing, so they never keep an idle session alive.
 */
export function refetchBodyInBackground<E extends EndpointConfig>(
  queryClient: QueryClient,
  endpoint: E,
  input: EndpointInput<E>,
) {
  return queryClient.fetchQuery({
    queryKey: [...endpointKey(endpoint, input), 'body'],
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal, background: true }) as Promise<EndpointAnswer<E>>,
    staleTime: 0,
  });
}

/** Refetches the endpoint's cached answers (those of one project when `params` are given). */
export function invalidateEndpoint<E extends EndpointConfig>(
  queryClient: QueryClient,
  endpoint: E,
  input?: Partial<EndpointInput<E>>,
) {
  return queryClient.invalidateQueries({ queryKey: endpointKey(endpoint, input) });
}
