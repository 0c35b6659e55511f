/** The key an answer is counted under in results: trimmed, case-folded, inner whitespace collapsed. */
export function itemKey(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').normalize('NFC').toLocaleLowerCase('en-US');
}

/** The answer as it is stored: trimmed with inner whitespace collapsed, spelling kept. */
export function cleanAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').normalize('NFC');
}
