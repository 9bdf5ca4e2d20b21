/**
 * The toasts' host is a lazy chunk, and toasts often tell of a failure — the server may be gone just
 * then. A host chunk that cannot be fetched must not break the app: the screen stays, and the
 * waiting toast shows once a later attempt (after 1 s) gets the chunk.
 */
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { UiProviders } from '../../../src/client/app/App';
import { makeStore } from '../../../src/client/app/store';
import { enqueueSnackbar } from '../../../src/client/app/toasts';

let mockFailuresLeft = 1;
jest.mock('../../../src/client/app/ToastHost', () => {
  if (mockFailuresLeft > 0) {
    mockFailuresLeft -= 1;
    throw new Error('Loading chunk ToastHost failed.');
  }
  return jest.requireActual('../../../src/client/app/ToastHost');
});

test('a host chunk that failed to load is fetched again; the app and the toast survive', async () => {
  render(
    <Provider store={makeStore()}>
      <UiProviders>
        <p>the screen</p>
      </UiProviders>
    </Provider>,
  );
  act(() => void enqueueSnackbar('Saved after all'));
  expect(await screen.findByText('Saved after all', undefined, { timeout: 4000 })).toBeInTheDocument();
  expect(mockFailuresLeft).toBe(0);
  expect(screen.getByText('the screen')).toBeInTheDocument();
});
