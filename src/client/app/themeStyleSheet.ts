/**
 * Stylesheets with static class names for MUI's `<GlobalStyles styles={…}>` (issue 13 item 2: the
 * board's chrome, columns and tiles are plain elements, so nothing is styled per render). GlobalStyles
 * calls its `styles` function with the theme on every render and emotion serialises a new object
 * each time; the same object for the same theme lets it skip that work.
 */
import type { Theme } from '@mui/material/styles';

/** `build` wrapped so that each theme's stylesheet is built once and then returned as is. */
export function perThemeStyleSheet(build: (theme: Theme) => object): (theme: Theme) => object {
  const built = new WeakMap<Theme, object>();
  return (theme) => {
    let sheet = built.get(theme);
    if (!sheet) {
      sheet = build(theme);
      built.set(theme, sheet);
    }
    return sheet;
  };
}
