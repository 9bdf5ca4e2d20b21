/**
 * Nesting depth of JSON (DESIGN §3 Envelope "Never 500 for bad input"): deeply nested bodies
 * overflow the call stack of validation and serialisation ("Maximum call stack size exceeded"),
 * so the server measures depth before parsing (HTTP, `jsonTextDepth` on the text) or before
 * re-serialising (socket `api`, `valueDepth` on the received value) and refuses anything deeper
 * than MAX_JSON_DEPTH (src/shared/constants.ts) with 400 NESTING_TOO_DEEP. Both are iterative.
 * Depth counts objects and arrays: `1` is 0, `{}` is 1, `[[1]]` is 2.
 */

/**
 * Depth of a JSON text by one linear scan counting `[`/`{` outside strings (escapes honoured).
 * With `limit`, stops as soon as the depth passes it and answers `limit + 1`. The text need not
 * be valid JSON: the parser that runs next reports that.
 */
export function jsonTextDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return limit + 1;
      }
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return deepest;
}

/**
 * Depth of a value (plain JSON data: objects, arrays, scalars) by an iterative walk. With `limit`,
 * stops as soon as the depth passes it and answers `limit + 1`.
 */
export function valueDepth(value: unknown, limit = Infinity): number {
  let deepest = 0;
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (node === null || typeof node !== 'object') continue;
    const here = depth + 1;
    if (here > deepest) {
      deepest = here;
      if (deepest > limit) return limit + 1;
    }
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push({ node: child, depth: here });
    }
  }
  return deepest;
}
