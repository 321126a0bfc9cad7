import { z } from 'zod';
import { INQUIRY_NOTE_MAX } from '@/lib/constants';
import { contactPhoneRule, INQUIRY_MSG } from '@/lib/validation';

/** The inquiry form: the contract's rules for inquiry/submit (lib/api/contract/inquiry.ts), same messages. */
export const inquiryFormSchema = z.object({
  contact: z.string().trim().min(1, INQUIRY_MSG.contactRequired).max(30, INQUIRY_MSG.contactTooLong),
  phone: contactPhoneRule,
  company: z.string().trim().min(1, INQUIRY_MSG.companyRequired).max(100, INQUIRY_MSG.companyTooLong),
  note: z.string().trim().max(INQUIRY_NOTE_MAX, INQUIRY_MSG.noteTooLong),
});
export type InquiryFormValues = z.input<typeof inquiryFormSchema>;
export type InquiryFormOutput = z.output<typeof inquiryFormSchema>;
