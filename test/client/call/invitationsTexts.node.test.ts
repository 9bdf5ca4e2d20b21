/** Every incoming-call text (callInvite.json) exists in English and Russian (issue 17 item 3). */
import en from '../../../i18n/en-US/callInvite.json';
import ru from '../../../i18n/ru-RU/callInvite.json';

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

test('English and Russian have the same callInvite texts', () => {
  expect(keysOf(ru).sort()).toEqual(keysOf(en).sort());
});
