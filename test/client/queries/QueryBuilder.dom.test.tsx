/**
 * The query builder (issue 19 item 1): each editor changes its part of the filters — status,
 * text, a board chosen from the company's boards, and a sticker condition added, given a value,
 * switched to another kind and removed — and the result is a valid shared definition.
 */
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryDefinitionSchema, type QueryFilters } from '../../../src/shared/queries/query.schemas';
import type { QueryOptions } from '../../../src/shared/queries/query.types';
import { QueryBuilder } from '../../../src/client/features/queries/QueryBuilder';
import { onlyCardsRule } from '../../../src/client/features/queries/SavedQueryFilter';
import { renderUi } from '../ui/renderUi';

const options: QueryOptions = {
  boards: [{ id: 4, name: 'Roadmap', projectName: 'Launch', columns: [{ id: 9, name: 'To do' }] }],
  members: [{ id: 2, name: 'Max Member' }],
  stickers: [
    { type: 'state', name: 'Status' },
    { type: 'priority', name: null },
  ],
};

function Harness({ seen }: { seen: QueryFilters[] }) {
  const [filters, setFilters] = useState<QueryFilters>({});
  return (
    <QueryBuilder
      filters={filters}
      options={options}
      onChange={(next) => {
        seen.push(next);
        setFilters(next);
      }}
    />
  );
}

const last = (seen: QueryFilters[]) => seen[seen.length - 1];

test('the editors build a valid definition, sticker conditions included', async () => {
  const user = userEvent.setup();
  const seen: QueryFilters[] = [];
  renderUi(<Harness seen={seen} />);

  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(screen.getByRole('option', { name: 'Open' }));
  expect(last(seen).status).toBe('open');

  await user.type(screen.getByLabelText('Name or description contains'), 'fix');
  expect(last(seen).text).toBe('fix');

  await user.click(screen.getByRole('combobox', { name: 'Boards' }));
  await user.click(screen.getByRole('option', { name: 'Roadmap · Launch' }));
  await user.keyboard('{Escape}');
  expect(last(seen).boardIds).toEqual([4]);

  await user.click(screen.getByRole('button', { name: 'Add sticker condition' }));
  expect(last(seen).stickers).toEqual([{ op: 'stateIs', state: '' }]);
  await user.type(screen.getByLabelText('Value'), 'Doing');
  await user.click(screen.getByRole('combobox', { name: 'Sticker name (any when empty)' }));
  await user.click(screen.getByRole('option', { name: 'Status' }));
  expect(last(seen).stickers).toEqual([{ op: 'stateIs', state: 'Doing', name: 'Status' }]);
  expect(queryDefinitionSchema.safeParse({ filters: last(seen) }).success).toBe(true);

  await user.click(screen.getByRole('combobox', { name: 'Add sticker condition' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Priority is' }));
  expect(last(seen).stickers).toEqual([{ op: 'priorityIs', priority: 'high' }]);

  await user.click(screen.getByRole('button', { name: 'Remove filter' }));
  expect(last(seen).stickers).toEqual([]);
});

test('the board filter rule keeps only the matching tiles', () => {
  expect(onlyCardsRule([3, 5])).toBe(
    '[data-card-id]:not([data-card-id="3"],[data-card-id="5"]){display:none!important}',
  );
  expect(onlyCardsRule([])).toBe('[data-card-id]{display:none!important}');
});
