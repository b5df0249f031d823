/** The contact form's fields, as typed. */
export interface ContactValues {
  first_name: string;
  last_name: string;
  title: string;
  phone: string;
  email: string;
}

export const EMPTY_CONTACT: ContactValues = { first_name: '', last_name: '', title: '', phone: '', email: '' };

/** "First Last" for lists and confirmations. */
export const contactName = (c: { first_name: string; last_name: string }) => `${c.first_name} ${c.last_name}`.trim();
