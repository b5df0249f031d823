import { endpoints } from '@portal/contracts/endpoints';
import type { EndpointConfig } from '@portal/contracts/http/endpoint';
import { type GroupClient, groupClient } from './group-client';

type Client<G extends Record<string, Record<string, EndpointConfig>>> = { [A in keyof G]: GroupClient<G[A]> };

function buildClient<G extends Record<string, Record<string, EndpointConfig>>>(groups: G): Client<G> {
  const client: Record<string, unknown> = {};
  for (const [area, group] of Object.entries(groups)) client[area] = groupClient(group);
  return client as Client<G>;
}

/**
 * `api.folders.create({ params: { id }, body })`: answers the call's `data`. It reads every
 * declaration, and so builds every schema: the first screens (sign-in, the shell's start) use
 * `authApi` and their own declarations instead, so this loads with the signed-in pages.
 */
export const api = buildClient(endpoints);
