/**
 * app/toasts.ts (issue 13 item 6): notistack is a lazy chunk, so a toast asked for before its host
 * is mounted waits and then shows; one closed while waiting never shows; once the host is there,
 * toasts show and close through it.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { UiProviders } from '../../../src/client/app/App';
import { makeStore } from '../../../src/client/app/store';
import { closeSnackbar, enqueueSnackbar } from '../../../src/client/app/toasts';

const renderApp = () =>
  render(
    <Provider store={makeStore()}>
      <UiProviders>
        <p>screen</p>
      </UiProviders>
    </Provider>,
  );

test('toasts asked for before the host arrived show once it has; a closed one never shows', async () => {
  let first = '';
  act(() => {
    first = String(enqueueSnackbar('First toast', { variant: 'success' }));
    const closed = enqueueSnackbar('Closed while waiting');
    closeSnackbar(closed);
  });
  expect(first).toMatch(/^toast-/);
  renderApp();
  expect(await screen.findByText('First toast')).toBeInTheDocument();
  expect(screen.queryByText('Closed while waiting')).not.toBeInTheDocument();

  let key: string | number = '';
  act(() => {
    key = enqueueSnackbar('Second toast', { key: 'second' });
  });
  expect(key).toBe('second');
  expect(await screen.findByText('Second toast')).toBeInTheDocument();
  act(() => closeSnackbar('second'));
  await waitFor(() => expect(screen.queryByText('Second toast')).not.toBeInTheDocument());
});
