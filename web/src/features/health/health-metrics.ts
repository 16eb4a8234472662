// The health formulas live in lib/ (the camera's today card needs them too); Health reads them from here.
export * from '../../lib/health-formulas';
export { type MissingField, missingFields } from '../../lib/profile-checks';
