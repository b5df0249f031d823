export { useCreateContact, useDeleteContact, useProjectContacts, useUpdateContact } from './api/contacts';
export { type ContactValues, contactName, EMPTY_CONTACT } from './contact-form';
