/**
 * The app's useTranslation (src/client/app/translation.ts): the texts and plurals of react-i18next's
 * hook in both languages, one shared `t` for every component, remembered answers, and a re-render
 * with fresh texts when the language changes or a language's resources are added.
 */
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../src/client/app/i18n';
import { useTranslation } from '../../../src/client/app/translation';

const seenTs = new Set<unknown>();

function History({ count }: { count: number }) {
  const { t } = useTranslation('board');
  seenTs.add(t);
  return <p>{t('sticker.history', { count })}</p>;
}

function CommonAndBoard() {
  const { t, i18n } = useTranslation(['board', 'common']);
  return (
    <p data-testid="both" lang={i18n.language}>
      {`${t('menu.archive')} / ${t('common:language')}`}
    </p>
  );
}

beforeEach(() => seenTs.clear());

test('translates with plurals in English and Russian, following a language change', async () => {
  const i18n = createI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <History count={1} />
      <History count={5} />
    </I18nextProvider>,
  );
  expect(screen.getByText('1 change')).toBeInTheDocument();
  expect(screen.getByText('5 changes')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('ru'));
  expect(screen.getByText('1 изменение')).toBeInTheDocument();
  expect(screen.getByText('5 изменений')).toBeInTheDocument();
});

test('components of one language and namespace share one t', () => {
  const i18n = createI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <History count={1} />
      <History count={2} />
      <History count={3} />
    </I18nextProvider>,
  );
  expect(seenTs.size).toBe(1);
});

test('the first namespace is the default, the others are reached with a prefix', () => {
  const i18n = createI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <CommonAndBoard />
    </I18nextProvider>,
  );
  expect(screen.getByTestId('both')).toHaveTextContent(
    `${i18n.t('board:menu.archive')} / ${i18n.t('common:language')}`,
  );
  expect(screen.getByTestId('both')).not.toHaveTextContent('menu.archive');
});

test('a resource added after the first render shows without a reload', () => {
  const i18n = createI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <History count={2} />
    </I18nextProvider>,
  );
  act(() => {
    i18n.addResource('en', 'board', 'sticker.history_other', '{{count}} edits');
  });
  expect(screen.getByText('2 edits')).toBeInTheDocument();
});
