/**
 * Whether PostgreSQL can store the text: no NUL (U+0000), and no half of a UTF-16 surrogate pair without its
 * other half (it has no UTF-8 form; drivers would silently turn it into U+FFFD).
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return false;
    }
  }
  return true;
}
