/**
 * Line folding (RFC 5545 §3.1): content lines longer than 75 octets are split, each continuation
 * starting with a space. ical-generator folds with a TextEncoder per character, which took seconds
 * for a feed of a few thousand events; this one measures only long lines, by code point.
 */

const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

function foldLine(line: string): string {
  if (line.length <= 75 && Buffer.byteLength(line, 'utf8') <= 75) return line;
  let result = '';
  let used = 0;
  for (const char of line) {
    const size = octets(char.codePointAt(0)!);
    if (used + size > 75) {
      result += '\r\n ';
      used = 1;
    }
    result += char;
    used += size;
  }
  return result;
}

/** The text with every line folded to at most 75 octets; lines are CRLF-separated. */
export function foldIcs(text: string): string {
  return text.split('\r\n').map(foldLine).join('\r\n');
}
