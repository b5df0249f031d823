import type { Permission } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/app-error';
import type { AuthUser } from './auth-user';

/** Super passes every check (spec part 1 section 6). */
export function isSuper(user: AuthUser): boolean {
  return user.isSuper;
}

export function isManager(user: AuthUser): boolean {
  return user.companies.some((c) => c.roles.includes('manager'));
}

/** Super, or a user who holds both the global owner role and a manager role. */
export function isOwnerManager(user: AuthUser): boolean {
  return user.isSuper || (user.isOwner && isManager(user));
}

export function can(user: AuthUser, permission: Permission): boolean {
  return user.isSuper || user.permissions.has(permission);
}

/** Manager of that company, or Super (company management, spec part 1 section 2). */
export function managesCompany(user: AuthUser, companyId: number): boolean {
  return user.isSuper || user.companies.some((c) => c.id === companyId && c.roles.includes('manager'));
}

export function belongsToCompany(user: AuthUser, companyId: number): boolean {
  return user.companies.some((c) => c.id === companyId);
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requirePermission(request: FastifyRequest, ...permissions: Permission[]): AuthUser {
  const user = requireUser(request);
  if (!permissions.every((p) => can(user, p))) throw forbidden();
  return user;
}

export function requireOwnerManager(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!isOwnerManager(user)) throw forbidden();
  return user;
}

export function requireSuper(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!user.isSuper) throw forbidden();
  return user;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
