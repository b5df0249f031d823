/** Moved to platform/http; the status and subtype routes import it from here until they move too. */
export { answerValidationWith } from '../../platform/http/validation-code';
