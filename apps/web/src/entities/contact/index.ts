export { useCreateContact, useDeleteContact, useProjectContacts, useUpdateContact } from './api/contacts';
export { type ContactValues, contactName, EMPTY_CONTACT, missingContactFields } from './contact-form';
