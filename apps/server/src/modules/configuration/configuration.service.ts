import type { InstanceConfiguration, PublicConfiguration } from '@portal/contracts';
import type { Config } from '../../config';

/** The public part of the configuration (spec part 1 section 1), as `GET configuration` answers it. */
export function publicConfiguration(config: Config): PublicConfiguration {
  const markers = config.ENVIRONMENT_MARKERS.map((m) => m.toLowerCase());
  return {
    projects: config.FEATURE_PROJECTS,
    condominiums: config.FEATURE_CONDOMINIUMS,
    messaging: config.FEATURE_MESSAGING,
    productsAndMaterialselection: config.FEATURE_PRODUCTS_AND_MATERIAL_SELECTION,
    export: config.FEATURE_EXPORT,
    search: config.FEATURE_SEARCH,
    privacyPolicyUrl: config.PRIVACY_POLICY_URL ?? null,
    loginBackgroundUrl: config.LOGIN_BACKGROUND_URL ?? null,
    logoUrl: config.LOGO_URL ?? null,
    secondaryLogoUrl: config.SECONDARY_LOGO_URL ?? null,
    defaultCoordinates: { lat: config.MAP_DEFAULT_LAT, lng: config.MAP_DEFAULT_LNG },
    infraMapVisibleByDefault: config.INFRA_MAP_VISIBLE_BY_DEFAULT,
    mapTileUrl: config.MAP_TILE_URL,
    documentMapColouring: config.DOCUMENT_MAP_COLOURING,
    documentMapStateColours: config.DOCUMENT_MAP_STATE_COLOURS,
    environment: { dev: markers.includes('dev'), test: markers.includes('test'), demo: markers.includes('demo') },
    projectTypes: config.PROJECT_TYPES,
    projectTypeTabs: Object.fromEntries(config.PROJECT_TYPES.map((t) => [t, config.PROJECT_TYPE_TABS[t] ?? ['base']])),
    projectManagementTabs: config.PROJECT_MANAGEMENT_TABS,
    timeZone: config.TIME_ZONE,
    pusher: {
      key: config.PUSHER_APP_KEY,
      wsHost: config.PUSHER_WS_HOST ?? null,
      wsPort: config.PUSHER_WS_PORT ?? null,
      forceTLS: config.PUSHER_FORCE_TLS,
      authEndpoint: '/api/v1/auth/pusher',
    },
  };
}

export function instanceConfiguration(config: Config): InstanceConfiguration {
  return {
    name: 'Portal',
    version: process.env.npm_package_version ?? '0.1.0',
    languages: ['en', 'fi'],
    defaultLanguage: 'en',
    // Whole minutes, as the answer declares; a seconds-long test session shows as one minute.
    sessionLifetimeMinutes: Math.ceil(config.SESSION_LIFETIME_MINUTES),
  };
}
