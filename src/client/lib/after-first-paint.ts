/**
 * Resolves once the server's page has had its first frame, so what is asked for next does not compete with
 * it for the first paint. A tab opened in the background gets no frames (the browser pauses
 * `requestAnimationFrame` while it is hidden) and has no paint to protect: there it resolves at once, and
 * when a tab is hidden before its first frame, so such a page still hydrates before it is first shown and
 * its links and buttons work the moment it is. A page shown but given no frame (a window the browser keeps
 * covered, a headless browser under load: an end-to-end walk once waited 45 s for one) resolves after
 * `FRAME_WAIT_LIMIT_MS`: the page is hydrated late rather than never.
 */
const FRAME_WAIT_LIMIT_MS = 1_000;

export function afterFirstPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    let done = false;
    let limit: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(limit);
      document.removeEventListener('visibilitychange', onHidden);
      resolve();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') finish();
    };
    if (document.visibilityState === 'hidden') return finish();
    limit = setTimeout(finish, FRAME_WAIT_LIMIT_MS);
    document.addEventListener('visibilitychange', onHidden);
    // After the frame, a task: the paint itself happens between the two.
    requestAnimationFrame(() => setTimeout(finish, 0));
  });
}
