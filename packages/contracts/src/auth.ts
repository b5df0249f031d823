import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';

export const email = z.string().trim().toLowerCase().email().max(255);

export const authenticateRequest = z.object({
  email: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(1024),
  isPortal: z.union([z.boolean(), z.number(), z.string()]).optional(),
});
export type AuthenticateRequest = z.infer<typeof authenticateRequest>;

export const sessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  token: z.string(),
  locale: z.enum(['en', 'fi']),
  roles: z.array(z.object({ display_name: z.string() })),
  permissions: z.array(z.object({ name: z.string() })),
  companies: z.array(z.object({ id: z.number().int(), name: z.string(), type: z.string() })),
  terms_accepted: z.boolean(),
  has_photo: z.boolean(),
  is_super: z.boolean(),
  is_owner_manager: z.boolean(),
  /** Id of the company where the user is a manager, for the /company-management link. */
  managed_company_ids: z.array(z.number().int()),
  expires_at: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** GET user answers the same user without the secret part of the token. */
export const currentUser = sessionUser.omit({ token: true });
export type CurrentUser = z.infer<typeof currentUser>;

export const authenticateResponse = z.object({ data: z.object({ user: sessionUser }) });

/** A password must be long enough and mix letters with digits or symbols. */
export const strongPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: 'password-too-short' })
  .max(1024)
  .refine((p) => /\p{L}/u.test(p) && /[^\p{L}]/u.test(p), { message: 'password-too-weak' });

export const resetPasswordRequest = z.object({ email: z.string().trim().max(255) });

export const changePasswordRequest = z.object({
  token: z.string().min(1).max(200),
  email: z.string().trim().max(255),
  password: z.string().max(1024),
  password_confirmation: z.string().max(1024),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const privacyTermsResponse = z.object({
  data: z.object({
    translations: z.array(z.object({ locale: z.string(), title: z.string(), content: z.string() })),
  }),
});
export type PrivacyTerms = z.infer<typeof privacyTermsResponse>['data'];

export const pusherAuthRequest = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/),
  channel_name: z.string().min(1).max(164),
});
export const pusherAuthResponse = z.object({ auth: z.string() });
