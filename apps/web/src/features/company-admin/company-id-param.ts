/** The company id of a /company-management/{id} path; anything but a positive whole number counts as missing (error 2). */
export function parseCompanyIdParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
