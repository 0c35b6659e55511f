/**
 * Images as the API shows them: only paths on our own origin. An address a member gave (another site's
 * image) is fetched and copied in the background (services/remote-images), and the row then holds the copy's
 * '/uploads/remote/...' path; until then, or when the fetch failed, the browser gets a placeholder (null, or
 * '' inside a list's answerImages), never the third party's address.
 */

/** The image if it is served by us ('/uploads/...'), else null: the client shows its neutral placeholder. */
export function ownImage(value: string | null | undefined): string | null {
  if (!value) return null;
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

/** A list's five images, each ours or '' (no image), as the answer form submits them. */
export function ownImages(values: readonly string[] | null | undefined): string[] | null {
  return values ? values.map((value) => ownImage(value) ?? '') : null;
}
