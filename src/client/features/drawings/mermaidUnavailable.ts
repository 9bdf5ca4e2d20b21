/**
 * Stands in for `@excalidraw/mermaid-to-excalidraw` (webpack.config.ts alias; issue 18 item 2):
 * mermaid and its diagram types are ~140 lazy chunks, and each chunk adds its name to the webpack
 * runtime that the sign-in and board routes load (DESIGN §7 budgets). Excalidraw's "Mermaid to
 * Excalidraw" dialog then says it is not available, and pasted mermaid text stays text.
 */

/** Always rejects with "Mermaid diagrams are not available here". */
export async function parseMermaidToExcalidraw(): Promise<never> {
  throw new Error('Mermaid diagrams are not available here');
}
