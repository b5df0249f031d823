import { z } from 'zod';
import { instanceConfiguration, publicConfiguration } from '../configuration';
import { dataEnvelope } from '../envelope';
import { GLOBAL_DESCRIPTION, namedListResponse } from '../globals';
import { defineEndpoint } from '../http/endpoint';

/** Configuration, and the globals userTypes and companyTypes (spec part 1 §1, §3). */
export const configurationEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: 'health',
    area: 'configuration',
    summary: 'Liveness and readiness',
    description: '200 when the database answers, 503 otherwise.',
    response: dataEnvelope(z.object({ status: z.literal('ok') })),
    auth: 'public',
    addition: 'operations (liveness and readiness)',
    errors: [503],
  }),
  configuration: defineEndpoint({
    method: 'GET',
    path: 'configuration',
    area: 'configuration',
    summary: 'Feature flags and settings',
    description: 'Spec part 1 section 1; open without a login.',
    response: dataEnvelope(publicConfiguration),
    auth: 'public',
  }),
  instanceConfiguration: defineEndpoint({
    method: 'GET',
    path: 'instance-configuration',
    area: 'configuration',
    summary: 'Facts about this installation',
    description: 'Open without a login.',
    response: dataEnvelope(instanceConfiguration),
    auth: 'public',
  }),
  userTypes: defineEndpoint({
    method: 'GET',
    path: 'userTypes',
    area: 'users',
    summary: 'User types',
    description: GLOBAL_DESCRIPTION,
    response: namedListResponse,
    // Public to the registrar so the globals answer their own 401 `no-user`, not the generic one.
    auth: 'public',
    errors: [401],
  }),
  companyTypes: defineEndpoint({
    method: 'GET',
    path: 'companyTypes',
    area: 'companies',
    summary: 'Company types',
    description: GLOBAL_DESCRIPTION,
    response: namedListResponse,
    auth: 'public',
    errors: [401],
  }),
};
