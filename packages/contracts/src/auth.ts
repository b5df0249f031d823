import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { dataEnvelope } from './envelope';
import { APARTMENT_ROLES, CONDOMINIUM_ROLES } from './permissions';
import { text } from './primitives';

export const email = z.string().trim().toLowerCase().email().max(255);

/** POST authenticate (open): NUL or a lone surrogate in any field is 422, like every text input. */
export const authenticateRequest = z.object({
  email: text(255).trim().min(1),
  password: text(1024).min(1),
  isPortal: z.union([z.boolean(), z.number().min(0).max(1), text(10)]).optional(),
});
export type AuthenticateInput = z.output<typeof authenticateRequest>;

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
  /**
   * What this user may do where there is no resource yet to carry `can` (creating, importing,
   * the administration lists), from the server's policies: the web shows those actions from it.
   */
  can: z.object({
    createProject: z.boolean(),
    importProjects: z.boolean(),
    manageCompanies: z.boolean(),
    administerUsers: z.boolean(),
    importUsers: z.boolean(),
    /** The keyword calls of fields (keywords.manage): the project page's keyword editing. */
    manageKeywords: z.boolean(),
  }),
  /**
   * Roles outside companies (DECISIONS.md "Apartment residents"): a resident's first screen and
   * sidebar are chosen from these. Labels come with GET user/apartments.
   */
  memberships: z.object({
    condominiums: z.array(z.object({ condominium_id: z.number().int(), role: z.enum(CONDOMINIUM_ROLES) })),
    apartments: z.array(
      z.object({
        apartment_id: z.number().int(),
        condominium_id: z.number().int(),
        role: z.enum(APARTMENT_ROLES),
      }),
    ),
  }),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** GET user answers the same user without the secret part of the token. */
export const currentUser = sessionUser.omit({ token: true });
export type CurrentUser = z.infer<typeof currentUser>;

export const authenticateResponse = z.object({ data: z.object({ user: sessionUser }) });
export const currentUserResponse = dataEnvelope(currentUser);

/** A password must be long enough and mix letters with digits or symbols. */
export const strongPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: 'password-too-short' })
  .max(1024)
  .refine((p) => /\p{L}/u.test(p) && /[^\p{L}]/u.test(p), { message: 'password-too-weak' });

/** POST user/reset-password (open). */
export const resetPasswordRequest = z.object({ email: text(255).trim() });
export type ResetPasswordInput = z.output<typeof resetPasswordRequest>;

/** POST user/change-password (open): from an activation or reset link. */
export const changePasswordRequest = z.object({
  token: text(200).min(1),
  email: text(255).trim(),
  password: text(1024),
  password_confirmation: text(1024),
});
export type ChangePasswordInput = z.output<typeof changePasswordRequest>;

export const privacyTermsResponse = z.object({
  data: z.object({
    translations: z.array(z.object({ locale: z.string(), title: z.string(), content: z.string() })),
  }),
});
export type PrivacyTerms = z.infer<typeof privacyTermsResponse>['data'];

export const pusherAuthRequest = z.object({
  socket_id: z
    .string()
    .max(64)
    .regex(/^\d+\.\d+$/),
  channel_name: text(164).min(1),
});
export type PusherAuthInput = z.output<typeof pusherAuthRequest>;
export const pusherAuthResponse = z.object({ auth: z.string() });
