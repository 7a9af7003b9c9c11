/**
 * Typographic quotes for the app's own prose: "x" becomes “x”, 'x' becomes ‘x’, and apostrophes
 * become ’. Meant for text written by us (no code or quoted URLs inside).
 * @example smartQuotes(`Don't say "never".`) // 'Don’t say “never”.'
 */
export function smartQuotes(text: string): string {
  return text
    .replace(/(^|[\s([{—–-])"/g, '$1“')
    .replace(/"/g, '”')
    .replace(/(^|[\s([{—–-])'/g, '$1‘')
    .replace(/'/g, '’');
}
