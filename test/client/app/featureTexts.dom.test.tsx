/**
 * Texts read only by lazily loaded screens and dialogs travel in those chunks, not with the entry
 * bundle's English texts (bundle budget, DESIGN §7): the entry's English resources and NAMESPACES
 * hold none of them, and a calendar component still renders its texts in English and Russian on
 * its first render, its hook having added them to an instance created without them.
 */
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { NAMESPACES, createI18n } from '../../../src/client/app/i18n';
import { resources as english } from '../../../src/client/app/locales/en';
import { resources as russian } from '../../../src/client/app/locales/ru';
import { useScopeQuestion } from '../../../src/client/features/calendar/ScopeQuestion';
import enDialog from '../../../i18n/en-US/stickerSettingsDialog.json';
import ruDialog from '../../../i18n/ru-RU/stickerSettingsDialog.json';

const LAZY = [
  'calendar',
  'calendarIcs',
  'boardTransfer',
  'templates',
  'share',
  'notifications',
  'stickerSettingsDialog',
];

test('the entry bundle carries none of the lazily loaded namespaces', () => {
  for (const ns of LAZY) {
    expect(Object.keys(english)).not.toContain(ns);
    expect(Object.keys(russian)).not.toContain(ns);
    expect(NAMESPACES as readonly string[]).not.toContain(ns);
  }
  // The board's own sticker texts stay eager; the settings dialog's moved out.
  expect(Object.keys(english.stickerSettings).sort()).toEqual([
    'hoverMenus',
    'members',
    'open',
    'palette',
    'strip',
    'types',
  ]);
  expect(Object.keys(ruDialog).sort()).toEqual(Object.keys(enDialog).sort());
});

function DeleteQuestion() {
  const { element, ask } = useScopeQuestion();
  useEffect(() => void ask('delete'), [ask]);
  return element;
}

test('a calendar component renders its English and Russian texts, added by its hook', async () => {
  const i18n = createI18n('en');
  expect(i18n.hasResourceBundle('en', 'calendar')).toBe(false);
  render(
    <I18nextProvider i18n={i18n}>
      <DeleteQuestion />
    </I18nextProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'Delete a recurring event' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'All events' })).toBeInTheDocument();
  expect(i18n.hasResourceBundle('ru', 'calendar')).toBe(true);
  await act(() => i18n.changeLanguage('ru'));
  expect(await screen.findByRole('heading', { name: 'Удалить повторяющееся событие' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Все события' })).toBeInTheDocument();
});
