import type { CompanyUser } from '@portal/contracts';

/** The users search box: every word must appear in the name, e-mail, phone or a company name. */
export function filterUsers(users: readonly CompanyUser[], search: string): CompanyUser[] {
  const words = search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...users];
  return users.filter((u) => {
    const haystack = [u.name, u.email, u.phone ?? '', ...u.companies.map((c) => c.name)].join(' ').toLocaleLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
