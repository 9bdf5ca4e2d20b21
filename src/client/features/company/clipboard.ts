/**
 * Copies text to the clipboard: the async Clipboard API first, then the legacy `execCommand('copy')`
 * through a hidden textarea (spec/board.md §8 "on clipboard failure a fallback copy is tried").
 * Resolves true when either worked.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no async clipboard');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/** The page a colleague opens to join: `<origin>/company/{companyId}/join/{token}` (spec/shell.md §2). */
export const inviteUrl = (companyId: number, token: string): string =>
  `${window.location.origin}/company/${companyId}/join/${encodeURIComponent(token)}`;
