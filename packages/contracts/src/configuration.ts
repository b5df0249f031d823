import { z } from 'zod';

export const PROJECT_TYPES = ['condominium', 'infrastructure', 'marine'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Tabs a project's document view can show (spec part 2 "Project page"). */
export const PROJECT_TABS = [
  'base',
  'companies',
  'contacts',
  'schedules',
  'progressnumbers',
  'apartments',
  'materialforms',
] as const;
export const MANAGEMENT_TABS = ['defaultfolders', 'projectstatuses'] as const;

export const publicConfiguration = z.object({
  projects: z.boolean(),
  condominiums: z.boolean(),
  messaging: z.boolean(),
  productsAndMaterialselection: z.boolean(),
  export: z.boolean(),
  search: z.boolean(),
  privacyPolicyUrl: z.string().nullable(),
  loginBackgroundUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  secondaryLogoUrl: z.string().nullable(),
  defaultCoordinates: z.object({ lat: z.number(), lng: z.number() }),
  infraMapVisibleByDefault: z.boolean(),
  mapTileUrl: z.string(),
  /** How the documents map colours its markers: by the adding company, by subject, or one colour. */
  documentMapColouring: z.enum(['company', 'subject', 'none']),
  /** Marker colours (`#rrggbb`) by state keyword id; a marker without one is red. */
  documentMapStateColours: z.record(z.string(), z.string()),
  environment: z.object({ dev: z.boolean(), test: z.boolean(), demo: z.boolean() }),
  projectTypes: z.array(z.enum(PROJECT_TYPES)),
  projectTypeTabs: z.record(z.string(), z.array(z.string())),
  projectManagementTabs: z.array(z.string()),
  /** The installation's time zone: deadlines are shown on its clocks (DECISIONS.md). */
  timeZone: z.string(),
  pusher: z.object({
    key: z.string(),
    wsHost: z.string().nullable(),
    wsPort: z.number().int().nullable(),
    forceTLS: z.boolean(),
    authEndpoint: z.string(),
  }),
});
export type PublicConfiguration = z.infer<typeof publicConfiguration>;

export const instanceConfiguration = z.object({
  name: z.string(),
  version: z.string(),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  sessionLifetimeMinutes: z.number().int(),
});
export type InstanceConfiguration = z.infer<typeof instanceConfiguration>;
