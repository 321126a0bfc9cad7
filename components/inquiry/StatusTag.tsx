import { Tag } from 'antd';
import type { InquiryStatus } from '@/lib/api/contract/inquiry';
import { MSG } from '@/lib/messages';

/** 已提交（待报价）/ 已报价 / 已关闭. */
export const INQUIRY_STATUS_LABEL: Record<InquiryStatus, string> = { submitted: MSG.inquirySubmittedStatus, quoted: MSG.inquiryQuotedStatus, closed: MSG.inquiryClosedStatus };
const COLOR: Record<InquiryStatus, string> = { submitted: 'processing', quoted: 'success', closed: 'default' };

export default function StatusTag({ status }: { status: InquiryStatus }) {
  return <Tag color={COLOR[status]}>{INQUIRY_STATUS_LABEL[status]}</Tag>;
}
