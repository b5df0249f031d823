import type { EndpointConfig, EndpointData, EndpointInput } from '@portal/contracts/http/endpoint';
import type { CallOptions } from './api-client';
import { callEndpointData } from './call-endpoint';

export type GroupClient<G extends Record<string, EndpointConfig>> = {
  [N in keyof G]: (
    ...args: object extends EndpointInput<G[N]>
      ? [input?: EndpointInput<G[N]>, options?: CallOptions]
      : [input: EndpointInput<G[N]>, options?: CallOptions]
  ) => Promise<EndpointData<G[N]>>;
};

/** One area's declarations as typed functions: `client.create({ params, body })` answers `data`. */
export function groupClient<G extends Record<string, EndpointConfig>>(group: G): GroupClient<G> {
  const client: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(group)) {
    client[name] = (
      input: EndpointInput<EndpointConfig> = {} as EndpointInput<EndpointConfig>,
      options?: CallOptions,
    ) => callEndpointData(endpoint, input, options);
  }
  return client as GroupClient<G>;
}
