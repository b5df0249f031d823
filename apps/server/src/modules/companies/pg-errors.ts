/** Moved to platform/db (issue 8); kept until the modules that still import it from here move too. */
export { containsPattern, isForeignKeyViolation, isUniqueViolation } from '../../platform/db/pg-errors';
