/**
 * The result columns of a query (issue 19 item 1): card fields and the values of the company's
 * sticker kinds (a named sticker by its name, others by their type), chosen in a multiple select
 * in the order picked.
 */
import MenuItem from '@mui/material/MenuItem';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import {
  CARD_FIELDS,
  QUERY_STICKER_TYPES,
  columnKey,
  type QueryColumn,
  type QueryStickerType,
} from '../../../shared/queries/query.schemas';
import type { QueryOptions } from '../../../shared/queries/query.types';
import { useQueriesTranslation } from './queriesTexts';

export function ColumnsPicker({
  columns,
  options,
  onChange,
}: {
  columns: QueryColumn[];
  options: QueryOptions | undefined;
  onChange: (next: QueryColumn[]) => void;
}) {
  const { t } = useQueriesTranslation();
  const stickerColumns: QueryColumn[] = (options?.stickers ?? [])
    .filter((s) => (QUERY_STICKER_TYPES as readonly string[]).includes(s.type))
    .map((s) => ({ sticker: { type: s.type as QueryStickerType, ...(s.name ? { name: s.name } : {}) } }));
  const all: QueryColumn[] = [...CARD_FIELDS.map((field) => ({ field })), ...stickerColumns];
  for (const col of columns) if (!all.some((c) => columnKey(c) === columnKey(col))) all.push(col);
  const labelOf = (col: QueryColumn) =>
    'field' in col ? t(`columns.${col.field}`) : (col.sticker.name ?? t(`stickers:types.${col.sticker.type}`));
  const byKey = new Map(all.map((c) => [columnKey(c), c]));
  return (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label={t('columnsTitle')}
      value={columns.map(columnKey)}
      onChange={(e) => {
        const keys = e.target.value as unknown as string[];
        onChange(keys.flatMap((key) => (byKey.has(key) ? [byKey.get(key) as QueryColumn] : [])));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (keys) =>
            (keys as string[]).map((k) => (byKey.has(k) ? labelOf(byKey.get(k) as QueryColumn) : k)).join(', '),
        },
      }}
      sx={{ minWidth: 260, maxWidth: 520 }}
    >
      {all.flatMap((col, i) => [
        ...(i === CARD_FIELDS.length ? [<ListSubheader key="stickers">{t('stickerColumns')}</ListSubheader>] : []),
        <MenuItem key={columnKey(col)} value={columnKey(col)}>
          {labelOf(col)}
        </MenuItem>,
      ])}
    </TextField>
  );
}
