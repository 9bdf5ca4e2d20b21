/**
 * PNG export of a chart (issue 19 item 2): the chart's SVG is cloned with the computed paint of each
 * element written inline (the charts style axes and texts through CSS classes, which a lone SVG
 * image does not have), drawn on a canvas over the card's background at twice the size, and saved.
 * The legend (HTML under the chart) is drawn as a line of coloured names at the bottom.
 */
import { saveBlob } from './reportCsv';

const PAINT = [
  'fill',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'opacity',
  'font-size',
  'font-family',
  'font-weight',
];
const SCALE = 2;
const LEGEND_HEIGHT = 28;

function inlinePaint(source: Element, target: Element): void {
  const style = getComputedStyle(source);
  const inline = PAINT.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';');
  target.setAttribute('style', `${target.getAttribute('style') ?? ''};${inline}`);
  const children = source.children;
  for (let i = 0; i < children.length; i += 1) inlinePaint(children[i], target.children[i]);
}

/** The legend entries shown next to the chart: `[colour, label]`. */
function legendOf(container: HTMLElement): [string, string][] {
  return [...container.querySelectorAll('.MuiChartsLegend-item')].map((item) => {
    const mark = item.querySelector('.MuiChartsLegend-mark svg *, .MuiChartsLegend-mark');
    const style = mark ? getComputedStyle(mark) : null;
    const colour = !style ? '#888' : mark instanceof SVGElement ? style.fill : style.backgroundColor;
    return [colour, item.textContent ?? ''];
  });
}

/**
 * Saves the first chart SVG inside `container` as `<name>.png`. Resolves false when there is no
 * chart to draw (empty or still loading).
 */
export async function downloadChartPng(container: HTMLElement, name: string, background: string, text: string) {
  const svg = [...container.querySelectorAll('svg')].find((el) => el.getBoundingClientRect().width > 100);
  if (!svg) return false;
  const { width, height } = svg.getBoundingClientRect();
  const clone = svg.cloneNode(true) as SVGSVGElement;
  inlinePaint(svg, clone);
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  const image = new Image();
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(clone)], { type: 'image/svg+xml' }));
  try {
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('the chart could not be drawn'));
      image.src = url;
    });
    const legend = legendOf(container);
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * SCALE);
    canvas.height = Math.ceil((height + (legend.length > 0 ? LEGEND_HEIGHT : 0)) * SCALE);
    const context = canvas.getContext('2d');
    if (!context) return false;
    context.scale(SCALE, SCALE);
    context.fillStyle = background;
    context.fillRect(0, 0, width, height + LEGEND_HEIGHT);
    context.drawImage(image, 0, 0, width, height);
    let x = 12;
    context.font = '12px sans-serif';
    for (const [colour, label] of legend) {
      context.fillStyle = colour;
      context.fillRect(x, height + 9, 10, 10);
      context.fillStyle = text;
      context.fillText(label, x + 14, height + 18);
      x += 24 + context.measureText(label).width;
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) return false;
    saveBlob(blob, `${name}.png`);
    return true;
  } finally {
    URL.revokeObjectURL(url);
  }
}
