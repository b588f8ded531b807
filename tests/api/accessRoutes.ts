/**
 * The routes each access matrix covers, as `METHOD path` of the OpenAPI document. Each matrix
 * keys its cases by one of these lists (the type-check holds them equal), and
 * routeCoverage.test.ts checks that every route of the document is in exactly one list: a route
 * added without an entry in a matrix fails there.
 */

/** tests/api/patientAccess.test.ts */
export const PATIENT_ACCESS_ROUTES = [
  'GET /api/v1/patient/patients',
  'POST /api/v1/patient/patients',
  'POST /api/v1/patient/pesel/details',
  'POST /api/v1/patient/passport/details',
  'GET /api/v1/patient/categories',
  'GET /api/v1/patient/file-rules',
  'GET /api/v1/patient/patients/{id}',
  'PUT /api/v1/patient/patients/{id}',
  'PATCH /api/v1/patient/patients/{id}/activate',
  'PATCH /api/v1/patient/patients/{id}/deactivate',
  'GET /api/v1/patient/patients/{id}/history',
  'POST /api/v1/patient/patients/{id}/protocols',
  'PATCH /api/v1/patient/patients/{id}/protocols/{protocolId}/activate',
  'PATCH /api/v1/patient/patients/{id}/protocols/{protocolId}/deactivate',
  'POST /api/v1/patient/patients/{id}/hospitals/{hospitalId}',
  'DELETE /api/v1/patient/patients/{id}/hospitals/{hospitalId}',
  'GET /api/v1/patient/patients/{id}/favorite-patients',
  'POST /api/v1/patient/patients/{id}/favorite-patients',
  'DELETE /api/v1/patient/patients/{id}/favorite-patients',
  'POST /api/v1/patient/patients/{id}/correction-flags',
  'PATCH /api/v1/patient/patients/{id}/correction-flags/{flagId}/resolve',
  'POST /api/v1/patient/patients/{id}/rodo-consents',
  'GET /api/v1/patient/patients/{id}/rodo-consents/{fileId}',
  'POST /api/v1/patient/patients/{id}/attachments',
  'GET /api/v1/patient/patients/{id}/attachments/{fileId}',
  'DELETE /api/v1/patient/patients/{id}/attachments/{fileId}',
] as const;

/** tests/api/formAccess.test.ts */
export const FORM_ACCESS_ROUTES = [
  'GET /api/v1/form/patient-forms/{patientId}',
  'GET /api/v1/form/forms/{formId}/protocol-form-data/{id}',
  'POST /api/v1/form/forms/{formId}/protocol-form-data/{id}',
  'GET /api/v1/form/forms/{formId}/definitions/{version}',
] as const;

/** tests/api/dashboardAccess.test.ts */
export const DASHBOARD_ACCESS_ROUTES = [
  'GET /api/v1/dashboard/stats',
  'GET /api/v1/dashboard/favorite-patients',
  'GET /api/v1/dashboard/correction-flags',
] as const;

/** tests/api/reportAccess.test.ts */
export const REPORT_ACCESS_ROUTES = ['GET /api/v1/reports/data-quality'] as const;

/**
 * tests/api/adminAccess.test.ts: the central administrator's areas (users, hospitals, disease
 * categories, dictionaries, the change log, the backup status), the own account, sign-in and
 * password reset, the information pages and the health check.
 */
export const ADMIN_ACCESS_ROUTES = [
  'GET /api/health',
  'POST /api/login_check',
  'POST /api/token/refresh',
  'POST /api/v1/logout',
  'PUT /api/v1/reset-password',
  'PUT /api/v1/reset-password/reset/',
  'POST /api/v1/reset-password/change-password',
  'GET /api/v1/account/accounts',
  'POST /api/v1/account/accounts',
  'GET /api/v1/account/accounts/me',
  'GET /api/v1/account/accounts/{id}',
  'PUT /api/v1/account/accounts/{id}',
  'PATCH /api/v1/account/accounts/{id}/activate',
  'PATCH /api/v1/account/accounts/{id}/deactivate',
  'PATCH /api/v1/account/accounts/{id}/change-email',
  'PATCH /api/v1/account/accounts/{id}/change-password',
  'GET /api/v1/hospital/hospitals',
  'POST /api/v1/hospital/hospitals',
  'POST /api/v1/hospital/hospitals/for-select',
  'GET /api/v1/hospital/hospitals/{id}',
  'PUT /api/v1/hospital/hospitals/{id}',
  'PATCH /api/v1/hospital/hospitals/{id}/activate',
  'PATCH /api/v1/hospital/hospitals/{id}/deactivate',
  'GET /api/v1/category/categories',
  'POST /api/v1/category/categories',
  'GET /api/v1/category/categories/{id}',
  'PUT /api/v1/category/categories/{id}',
  'PATCH /api/v1/category/categories/{id}/activate',
  'PATCH /api/v1/category/categories/{id}/deactivate',
  'GET /api/v1/dictionary/dictionaries/dictionaryTypes',
  'GET /api/v1/dictionary/dictionaries/entries',
  'GET /api/v1/dictionary/dictionaries/{type}/entries',
  'POST /api/v1/dictionary/dictionaries/{type}/entries',
  'PUT /api/v1/dictionary/dictionaries/{type}/entries/{id}',
  'GET /api/v1/logger/logs',
  'GET /api/v1/logger/logs/facets',
  'GET /api/v1/logger/logs/{id}',
  'GET /api/v1/backups',
  'GET /api/v1/info/contact',
] as const;

/** tests/api/exportAccess.test.ts */
export const EXPORT_ACCESS_ROUTES = [
  'GET /api/v1/export/options',
  'GET /api/v1/export/summary',
  'GET /api/v1/export/registry.zip',
  'GET /api/v1/export/forms/{formId}',
  'POST /api/v1/export/downloads',
  'GET /api/v1/export/downloads/{token}',
] as const;

export const ACCESS_MATRICES = {
  'exportAccess.test.ts': EXPORT_ACCESS_ROUTES,
  'patientAccess.test.ts': PATIENT_ACCESS_ROUTES,
  'formAccess.test.ts': FORM_ACCESS_ROUTES,
  'dashboardAccess.test.ts': DASHBOARD_ACCESS_ROUTES,
  'reportAccess.test.ts': REPORT_ACCESS_ROUTES,
  'adminAccess.test.ts': ADMIN_ACCESS_ROUTES,
} as const;

/** The case table of a matrix: exactly one entry for each of its routes. */
export type RouteTable<Routes extends readonly string[], Case> = Record<Routes[number], Case>;
