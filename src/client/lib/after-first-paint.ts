/**
 * Resolves once the server's page has had its first frame, so what is asked for next does not compete with
 * it for the first paint. A tab opened in the background gets no frames (the browser pauses
 * `requestAnimationFrame` while it is hidden) and has no paint to protect: there it resolves at once, and
 * when a tab is hidden before its first frame, so such a page still hydrates before it is first shown and
 * its links and buttons work the moment it is.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      document.removeEventListener('visibilitychange', onHidden);
      resolve();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') finish();
    };
    if (document.visibilityState === 'hidden') return finish();
    document.addEventListener('visibilitychange', onHidden);
    // After the frame, a task: the paint itself happens between the two.
    requestAnimationFrame(() => setTimeout(finish, 0));
  });
}
