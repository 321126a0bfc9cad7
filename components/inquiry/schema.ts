import type { z } from 'zod';
import { inquirySubmitBody } from '@/lib/api/contract/inquiry';

/** The inquiry form: inquiry/submit's own fields from the contract, so the form and the server check the same rules with the same messages. */
export const inquiryFormSchema = inquirySubmitBody.pick({ contact: true, phone: true, company: true, note: true });
export type InquiryFormValues = z.input<typeof inquiryFormSchema>;
export type InquiryFormOutput = z.output<typeof inquiryFormSchema>;
