/**
 * Company creation, /cabinet/company/create (issue 3 Deliver 1): the shared schema's field errors,
 * the request sent, the loading button, the server's error, and opening the new company.
 */
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompanyCreatePage } from '../../../src/client/features/company/CompanyCreatePage';
import { LocationDisplay } from '../renderWithProviders';
import { failure, renderUi } from '../ui/renderUi';
import { aCompany, okBody } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ui = (
  <Routes>
    <Route path="/cabinet/company/create" element={<CompanyCreatePage />} />
    <Route path="*" element={<LocationDisplay />} />
  </Routes>
);

test('an empty or blank name shows "This field is required" and sends nothing', async () => {
  const user = userEvent.setup();
  let called = false;
  server.use(
    http.post('http://localhost/company', () => {
      called = true;
      return HttpResponse.json(okBody(aCompany()), { status: 201 });
    }),
  );
  renderUi(ui, { route: '/cabinet/company/create' });
  await user.type(await screen.findByLabelText('Company name'), '   ');
  await user.click(screen.getByRole('button', { name: 'Create company' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
  expect(called).toBe(false);
});

test('a name over 200 characters is refused with the length message', async () => {
  const user = userEvent.setup();
  renderUi(ui, { route: '/cabinet/company/create' });
  const field = await screen.findByLabelText('Company name');
  await user.click(field);
  await user.paste('x'.repeat(201));
  await user.click(screen.getByRole('button', { name: 'Create company' }));
  expect(await screen.findByText('At most 200 characters')).toBeInTheDocument();
});

test('a valid name is sent trimmed, the button shows progress, then the new company opens', async () => {
  const user = userEvent.setup();
  let body: unknown;
  server.use(
    http.post('http://localhost/company', async ({ request }) => {
      body = await request.json();
      await delay(50);
      return HttpResponse.json(okBody(aCompany({ id: 42, name: 'Northwind', projects: [] })), { status: 201 });
    }),
  );
  renderUi(ui, { route: '/cabinet/company/create' });
  await user.type(await screen.findByLabelText('Company name'), '  Northwind  ');
  await user.click(screen.getByRole('button', { name: 'Create company' }));
  await waitFor(() => expect(screen.getByRole('button', { name: /Create company/ })).toBeDisabled());
  expect(await screen.findByTestId('location')).toHaveTextContent('/cabinet/company/42');
  expect(body).toEqual({ name: 'Northwind' });
});

test("the server's refusal is shown in words and the user stays on the form", async () => {
  const user = userEvent.setup();
  server.use(
    http.post('http://localhost/company', () =>
      HttpResponse.json(failure('Too many companies', 'RATE_LIMITED'), { status: 429 }),
    ),
  );
  renderUi(ui, { route: '/cabinet/company/create' });
  await user.type(await screen.findByLabelText('Company name'), 'Northwind');
  await user.click(screen.getByRole('button', { name: 'Create company' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many companies');
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});
