import { ErrorCode } from '@portal/contracts';
import type { EndpointAnswer, EndpointConfig, EndpointData, EndpointInput } from '@portal/contracts/http/endpoint';
import { fillPath } from '@portal/contracts/http/endpoint';
import { buildUrl, type CallOptions, type QueryValue, sendRaw } from './api-client';
import { ApiError } from './api-error';

/**
 * The typed API client (ARCHITECTURE.md "Endpoints"): every call goes through a declaration of
 * `@portal/contracts`, so no path, body field or answer shape is written in the web app. Answers
 * are read through the endpoint's response schema: a server that drifts from its contract fails
 * here as an invalid shape (-2), not somewhere in a screen.
 */
export async function callEndpoint<E extends EndpointConfig>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  const parts = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    formData?: FormData;
  };
  const path = fillPath(endpoint.path, parts.params);
  const query = parts.query as Parameters<typeof sendRaw>[1]['query'];
  if (endpoint.response === 'file') {
    return (await sendRaw(
      path,
      { ...options, method: endpoint.method, query, body: parts.body, formData: parts.formData },
      'blob',
    )) as EndpointAnswer<E>;
  }
  const body = await sendRaw(
    path,
    { ...options, method: endpoint.method, query, body: parts.body, formData: parts.formData },
    'json',
  );
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) {
    console.error('Answer does not match its contract', endpoint.method, endpoint.path, parsed.error);
    throw new ApiError({ status: 200, code: ErrorCode.invalidShape });
  }
  return parsed.data as EndpointAnswer<E>;
}

/** The `data` of an endpoint's answer (most callers want only that). */
export async function callEndpointData<E extends EndpointConfig>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointData<E>> {
  const answer = await callEndpoint(endpoint, input, options);
  if (endpoint.response === 'file') return answer as EndpointData<E>;
  return (answer as { data: EndpointData<E> }).data;
}

/**
 * The URL of a declared endpoint, for the one kind of caller that cannot go through fetch: an
 * upload that reports its progress needs XMLHttpRequest. `extraQuery` adds what the wire needs
 * beside the declared query (`_method`).
 */
export function endpointUrl<E extends EndpointConfig>(
  endpoint: E,
  input: Omit<EndpointInput<E>, 'body' | 'formData'>,
  extraQuery: Record<string, QueryValue> = {},
): string {
  const parts = input as { params?: Record<string, unknown>; query?: Record<string, QueryValue> };
  return buildUrl(fillPath(endpoint.path, parts.params), { ...parts.query, ...extraQuery });
}
