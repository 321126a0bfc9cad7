/** ADMIN_TOKEN of the live API in Playwright runs (test-only; operator calls go straight to the API). */
export const E2E_ADMIN_TOKEN = 'e2e-operator-token-0123456789abcdef';
export const adminHeaders = { 'x-admin-token': E2E_ADMIN_TOKEN };
