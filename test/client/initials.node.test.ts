import { initialsOf } from '../../src/client/features/cabinet/initials';

test.each([
  ['Ada Lovelace', undefined, 'AL'],
  ['ada', 'lovelace', 'AL'],
  ['Grace Brewster Hopper', undefined, 'GB'],
  ['ada.lovelace@example.com', undefined, 'AL'],
  ['Иван Петров', undefined, 'ИП'],
  ['', undefined, '??'],
  [null, null, '??'],
])('initials of %p %p are %p (spec/board.md §8: "??" without a name)', (name, surname, expected) => {
  expect(initialsOf(name, surname)).toBe(expected);
});
