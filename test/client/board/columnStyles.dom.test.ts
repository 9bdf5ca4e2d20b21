/**
 * The columns' stylesheet (columnStyles.ts): one object per theme, so the board's GlobalStyles
 * serialises it once; the column backgrounds of the light and dark themes (spec/shell.md §4 Theme).
 */
import { createAppTheme } from '../../../src/client/app/theme';
import { columnStyleSheet } from '../../../src/client/features/board/columnStyles';

type Sheet = Record<string, Record<string, unknown>>;

test('the stylesheet is made once per theme', () => {
  const light = createAppTheme('light');
  expect(columnStyleSheet(light)).toBe(columnStyleSheet(light));
  expect(columnStyleSheet(createAppTheme('dark'))).not.toBe(columnStyleSheet(light));
});

test('columns keep their light and dark backgrounds, the coloured top border and the 300 px width', () => {
  const light = columnStyleSheet(createAppTheme('light')) as Sheet;
  const dark = columnStyleSheet(createAppTheme('dark')) as Sheet;
  expect(light['.column-root'].backgroundColor).toBe('rgba(9,30,66,0.04)');
  expect(dark['.column-root'].backgroundColor).toBe('rgba(255,255,255,0.04)');
  expect(light['.column-root']['&[data-color]']).toEqual({ borderTop: '3px solid var(--column-color)' });
  expect(light['.column-root'].width).toBe(300);
});
