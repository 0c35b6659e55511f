import type { listAdminResponses as ListAdminResponses } from '@/shared/api/admin-responses';
import { queryString } from '@/shared/api/path';

type ExportPath = `${(typeof ListAdminResponses)['path']}${string}`;

/** The CSV export's address: GET /api/admin/responses?format=csv[&questionId] (every page at once). */
export function responsesCsvUrl(questionId: number | null): ExportPath {
  return `/api/admin/responses${queryString({ format: 'csv', questionId: questionId ?? undefined })}`;
}

/**
 * Starts the CSV download in the browser: the server streams it as an attachment, so a plain link with the
 * session cookie downloads it without holding the file in the page's memory.
 */
export function downloadResponsesCsv(questionId: number | null): void {
  const link = document.createElement('a');
  link.href = responsesCsvUrl(questionId);
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
