import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { exportMyData as ExportMyData } from '@/shared/api/my-data';

/** GET /api/users/me/export -> everything the site holds about the signed-in member, as JSON. */
export function exportMyData() {
  return callApi<typeof ExportMyData>('GET /api/users/me/export');
}

/**
 * Fetches the export and hands it to the browser as a file 'top5-data-{username}-{day}.json' (fetched rather
 * than linked so that a failure can be told to the member instead of downloading an error page).
 */
export async function downloadMyData(): Promise<void> {
  const data = await exportMyData();
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `top5-data-${data.profile.username}-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is let go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
