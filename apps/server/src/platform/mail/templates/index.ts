/*
 * Every mail the portal sends. Modules import their template from here, and the render test
 * (mail-templates.test.ts) renders each one exported here in both languages.
 */
export { exportReadyMail } from './export-ready.mail';
export { passwordLinkMail } from './password-link.mail';
export { quoteAnswerMail } from './quote-answer.mail';
export { quoteSentMail } from './quote-sent.mail';
