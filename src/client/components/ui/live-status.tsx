/**
 * A polite live region for what an action did where nothing else says it (a like, a comment posted): always
 * in the page, so a screen reader hears the text when it changes.
 */
export function LiveStatus({ message }: { message: string }) {
  return (
    <span role="status" aria-live="polite" className="sr-only">
      {message}
    </span>
  );
}
