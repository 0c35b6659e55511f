import type { ReportReason } from '@/shared/constants';

/** The five reasons of docs/product.md section 9, as a member reads them. */
export const REPORT_REASON_OPTIONS: { value: ReportReason; label: string; hint: string }[] = [
  { value: 'inappropriate', label: 'Inappropriate content', hint: 'Offensive, explicit or hateful' },
  { value: 'spam', label: 'Spam', hint: 'Advertising, links or repeated posts' },
  { value: 'harassment', label: 'Harassment', hint: 'Bullying or targeting someone' },
  { value: 'fake', label: 'Fake or misleading', hint: 'Impersonation or false information' },
  { value: 'other', label: 'Other', hint: 'Something else that breaks the rules' },
];
