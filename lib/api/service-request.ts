import { serviceRequest, type ServiceRequestInput } from './contract/service-request';
import type { ApiClient } from './client';

/** Sends a service page's inquiry; the optional attachment goes as the multipart `file` field. */
export function submitServiceRequest(api: ApiClient, fields: ServiceRequestInput, file: File | null) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, String(value));
  if (file) form.set('file', file);
  return api.call(serviceRequest.submit, { form });
}
