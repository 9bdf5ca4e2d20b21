/**
 * The cabinet start page (issue 3 Deliver 1 "The cabinet lists my companies and their projects"):
 * company cards with my role and their active projects as links, and the empty state.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, within } from '@testing-library/react';
import { CabinetHome } from '../../../src/client/features/cabinet/CabinetHome';
import { renderUi } from '../ui/renderUi';
import { aCompany, aProject, okBody } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('each company shows my role and its active projects linking to the project pages', async () => {
  server.use(
    http.get('http://localhost/company', () =>
      HttpResponse.json(
        okBody([
          { id: 5, name: 'Acme', role: 'owner' },
          { id: 6, name: 'Globex', role: 'member' },
        ]),
      ),
    ),
    http.get('http://localhost/company/5', () =>
      HttpResponse.json(
        okBody(
          aCompany({
            projects: [
              aProject({ id: 11, name: 'Website' }),
              aProject({ id: 12, name: 'Old site', archivedAt: '2026-01-01T00:00:00.000Z' }),
            ],
          }),
        ),
      ),
    ),
    http.get('http://localhost/company/6', () =>
      HttpResponse.json(okBody(aCompany({ id: 6, name: 'Globex', role: 'member', projects: [] }))),
    ),
  );
  renderUi(<CabinetHome />, { route: '/cabinet' });
  const acme = await screen.findByRole('article', { name: 'Acme' });
  expect(within(acme).getByText('Owner')).toBeInTheDocument();
  expect(await within(acme).findByRole('link', { name: 'Website' })).toHaveAttribute('href', '/cabinet/project/11');
  expect(within(acme).queryByText('Old site')).not.toBeInTheDocument();
  expect(within(acme).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/cabinet/company/5');

  const globex = screen.getByRole('article', { name: 'Globex' });
  expect(within(globex).getByText('Member')).toBeInTheDocument();
  expect(await within(globex).findByText('No projects yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create a company' })).toHaveAttribute('href', '/cabinet/company/create');
  expect(screen.queryByText('No companies yet')).not.toBeInTheDocument();
});

test('without companies the empty state leads to company creation', async () => {
  server.use(http.get('http://localhost/company', () => HttpResponse.json(okBody([]))));
  renderUi(<CabinetHome />, { route: '/cabinet' });
  expect(await screen.findByText('No companies yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create a company' })).toHaveAttribute('href', '/cabinet/company/create');
});
