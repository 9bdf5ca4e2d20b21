/**
 * Export of the open drawing (issue 18 item 2) with Excalidraw's exporters: a PNG
 * (`exportToBlob`, images included) or an SVG (`exportToSvg`) file downloaded under the drawing's
 * name, and the SVG thumbnail of the list (no images, fonts not inlined, at most
 * DRAWING_THUMBNAIL_MAX_BYTES; null when larger or when nothing is drawn).
 */
import { exportToBlob, exportToSvg } from '@excalidraw/excalidraw';
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { DRAWING_THUMBNAIL_MAX_BYTES } from '../../../shared/drawings/drawing.types';

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name without characters file systems refuse. */
const fileNameOf = (name: string, extension: string) =>
  `${name.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'drawing'}.${extension}`;

/** Downloads the scene as PNG or SVG; rejects when Excalidraw cannot export it. */
export async function exportDrawing(api: ExcalidrawImperativeAPI, format: 'png' | 'svg', name: string): Promise<void> {
  const elements = api.getSceneElements();
  const appState = { ...api.getAppState(), exportBackground: true };
  const files = api.getFiles();
  if (format === 'png') {
    download(await exportToBlob({ elements, appState, files, mimeType: 'image/png' }), fileNameOf(name, 'png'));
    return;
  }
  const svg = await exportToSvg({ elements, appState, files });
  download(new Blob([svg.outerHTML], { type: 'image/svg+xml' }), fileNameOf(name, 'svg'));
}

/** The list's thumbnail of the scene: SVG text in light colours, or null. */
export async function thumbnailOf(api: ExcalidrawImperativeAPI): Promise<string | null> {
  const elements = api.getSceneElements();
  if (elements.length === 0) return null;
  const svg = await exportToSvg({
    elements,
    appState: {
      exportBackground: true,
      viewBackgroundColor: api.getAppState().viewBackgroundColor,
      exportWithDarkMode: false,
    },
    files: null,
    skipInliningFonts: true,
  });
  const text = svg.outerHTML;
  return text.length <= DRAWING_THUMBNAIL_MAX_BYTES ? text : null;
}
