/**
 * Setup of the `dom` jest project (jest-fixed-jsdom gives msw Node's fetch, streams and
 * BroadcastChannel). Each test starts with empty localStorage and real timers; async queries wait
 * up to 5 s.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { registerLanguage } from '../../src/client/app/i18n';
import { resources as english } from '../../src/client/app/locales/en';
import { dateLocale as russianDates, resources as russian } from '../../src/client/app/locales/ru';

// Both languages are at hand, as if loaded (the app loads the chosen one before its first render).
registerLanguage('en', english);
registerLanguage('ru', russian, russianDates);

// findBy*/waitFor wait up to 5 s: MUI screens under jsdom are slow when the 2-core machine is busy.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});
