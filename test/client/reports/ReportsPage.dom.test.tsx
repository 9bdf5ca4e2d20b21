/**
 * The reports page (issue 19 item 2) draws its charts from one answer of
 * `GET /reports/company/{companyId}` (msw): bar, line and stacked-area SVG elements, the legends
 * in words, "no data" on an empty report; a filter change asks again with the filter in the query
 * (the saved query select: `queryId`).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyReports } from '../../../src/shared/reports/report.types';
import { ReportsPage } from '../../../src/client/features/reports/ReportsPage';
import { renderUi } from '../ui/renderUi';
import { BASE, ok } from '../board/boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom lays nothing out: give the chart containers a size so the charts draw.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(280);
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(600);
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(280);
});

const report: CompanyReports = {
  filter: { from: '2026-03-02', to: '2026-03-15', boardIds: [], userIds: [] },
  generatedAt: '2026-03-16T00:00:00.000Z',
  options: {
    boards: [{ id: 4, name: 'Roadmap' }],
    people: [{ id: 1, name: 'Olga Owner' }],
    queries: [{ id: 9, name: 'Over plan' }],
  },
  throughput: [
    { week: '2026-03-02', created: 3, done: 1 },
    { week: '2026-03-09', created: 2, done: 4 },
  ],
  donePerPerson: [{ userId: 1, name: 'Olga Owner', asExecutor: 2, asResponsible: 1 }],
  leadTime: [{ week: '2026-03-09', cards: 2, leadHours: 96, cycleHours: 84 }],
  timeInColumn: [{ boardId: 4, columnId: 10, columnName: 'To do', moves: 2, meanHours: 84 }],
  cumulativeFlow: [
    {
      boardId: 4,
      boardName: 'Roadmap',
      days: ['2026-03-02', '2026-03-03'],
      columns: [
        { columnId: 10, name: 'To do', counts: [1, 2] },
        { columnId: 11, name: 'Done', counts: [0, 1] },
      ],
    },
  ],
  timeTracking: {
    perPerson: [{ id: 1, name: 'Olga Owner', planMinutes: 150, factMinutes: 180 }],
    perBoard: [{ id: 4, name: 'Roadmap', planMinutes: 150, factMinutes: 180 }],
  },
  stopwatchTimer: [{ userId: null, name: '', stopwatchMinutes: 10, timerMinutes: 0 }],
  deadlines: [{ week: '2026-03-09', onTime: 0, late: 1, overdue: 1, open: 0 }],
  recurring: [],
};

/** Signed in, at /cabinet/company/7/reports. */
function renderReportsOfCompany7() {
  localStorage.setItem('auth_token_default', 'tok-1');
  renderUi(
    <Routes>
      <Route path="/cabinet/company/:companyId/reports" element={<ReportsPage />} />
    </Routes>,
    { route: '/cabinet/company/7/reports' },
  );
}

test('the page draws the charts of the answer; an empty report says so', async () => {
  const asked: string[] = [];
  server.use(
    http.get(`${BASE}/reports/company/7`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(ok(report));
    }),
  );
  renderReportsOfCompany7();
  const throughput = await screen.findByRole('region', { name: 'Created vs done per week' });
  await waitFor(() => expect(throughput.querySelectorAll('svg .MuiBarChart-element').length).toBe(4));
  expect(within(throughput).getByText('Created')).toBeInTheDocument();
  expect(within(throughput).getByText('Done')).toBeInTheDocument();

  const flow = screen.getByRole('region', { name: 'Cumulative flow' });
  await waitFor(() => expect(flow.querySelectorAll('svg .MuiLineChart-area')).toHaveLength(2));
  const lead = screen.getByRole('region', { name: 'Lead and cycle time' });
  await waitFor(() => expect(lead.querySelectorAll('svg .MuiLineChart-line')).toHaveLength(2));
  expect(
    within(screen.getByRole('region', { name: 'Stopwatch and timer time' })).getAllByText('Nobody').length,
  ).toBeGreaterThan(0);

  const recurring = screen.getByRole('region', { name: 'Regular tasks' });
  expect(within(recurring).getByText('No data for this period and filter.')).toBeInTheDocument();
  expect(within(recurring).getByRole('button', { name: /as CSV/ })).toBeDisabled();
  expect(asked).toEqual(['']);
});

test("choosing a saved query asks for the reports of that query's cards", async () => {
  const user = userEvent.setup({ delay: null });
  const asked: string[] = [];
  server.use(
    http.get(`${BASE}/reports/company/7`, ({ request }) => {
      const search = new URL(request.url).search;
      asked.push(search);
      const queryId = new URLSearchParams(search).get('queryId');
      return HttpResponse.json(
        ok({ ...report, filter: { ...report.filter, ...(queryId ? { queryId: Number(queryId) } : {}) } }),
      );
    }),
  );
  renderReportsOfCompany7();
  const select = await screen.findByRole('combobox', { name: 'Saved query' });
  expect(select).toHaveTextContent('All cards');
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'Over plan' }));
  await waitFor(() => expect(asked).toEqual(['', '?queryId=9']));
  expect(screen.getByRole('combobox', { name: 'Saved query' })).toHaveTextContent('Over plan');
  await user.click(screen.getByRole('button', { name: 'Reset filters' }));
  expect(screen.getByRole('combobox', { name: 'Saved query' })).toHaveTextContent('All cards');
});
