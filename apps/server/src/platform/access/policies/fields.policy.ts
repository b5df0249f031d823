import { definePolicy } from '../policy';
import { hasPermission, isOwnerManager } from '../user-facts';

/** One document field: owner-managers edit it; a default field is never deleted (the service answers 409). */
export interface FieldSubject {
  kind: 'field';
  id: number;
  isDefault: boolean;
}

export const fieldPolicy = definePolicy<FieldSubject>()({
  update: isOwnerManager,
  delete: (user, field) => isOwnerManager(user) && !field.isDefault,
});

/**
 * One keyword of a field (the spec's fields/{id}/keywords calls): keywords.manage. Keywords of a
 * default field (phase, subject, state) can be renamed and deactivated, never deleted.
 */
export interface KeywordSubject {
  kind: 'keyword';
  fieldIsDefault: boolean;
}

export const keywordPolicy = definePolicy<KeywordSubject>()({
  list: (user) => hasPermission(user, 'keywords.manage'),
  update: (user) => hasPermission(user, 'keywords.manage'),
  delete: (user, keyword) => hasPermission(user, 'keywords.manage') && !keyword.fieldIsDefault,
});
