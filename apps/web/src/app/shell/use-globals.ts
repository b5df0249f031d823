import { useQueries } from '@tanstack/react-query';
import { companyTypesQueryOptions } from '../../entities/company';
import { allKeywordsQueryOptions, fieldsQueryOptions } from '../../entities/field';
import { userTypesQueryOptions } from '../../entities/user';

/**
 * The globals (spec part 1 section 3): fetched together once signed in, cached, refreshed
 * every 3 minutes. Pages read whichever list they need from here.
 */
export function useGlobals(enabled = true) {
  return useQueries({
    queries: [
      { ...fieldsQueryOptions, enabled },
      { ...userTypesQueryOptions, enabled },
      { ...companyTypesQueryOptions, enabled },
      { ...allKeywordsQueryOptions, enabled },
    ],
    combine: ([fields, userTypes, companyTypes, keywords]) => ({
      fields: fields.data ?? [],
      userTypes: userTypes.data ?? [],
      companyTypes: companyTypes.data ?? [],
      keywords: keywords.data ?? [],
      isLoading: fields.isLoading || userTypes.isLoading || companyTypes.isLoading || keywords.isLoading,
    }),
  });
}
