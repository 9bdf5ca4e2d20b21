/**
 * Choose-one stickers (spec/board.md §4 "State and timeInterval stickers: move freely to any
 * configured item; choosing saves immediately. Menus close on Cancel or save"; §3 "timeInterval
 * dates shown as day and full month name"; priority: our levels low…critical). The menu lists
 * `configs.states` / `configs.intervals` / PRIORITY_LEVELS; a choice PUTs `{name, color}` /
 * `{name, start, end}` / `{value}` and closes on success. The menu (ChoiceMenu.tsx) is in the
 * sticker forms' chunk (lazyStickerForms.ts).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/translation';
import { formatDate } from '../../../app/dateFormat';
import type { IntervalConfig, StateConfig } from '../../../../shared/stickers/stickerConfigs';
import { PRIORITY_LEVELS, type PriorityLevel, type StateColor } from '../../../../shared/stickers/stickerTypes';
import type { Choice } from './ChoiceMenu';
import { LazyChoiceMenu as ChoiceMenu } from './lazyStickerForms';
import { StickerChip } from './StickerChip';
import { colorSx, stickerLabel, withPrefix } from './stickerDisplay';
import { useStickerSave } from './useStickerSave';
import type { WidgetProps } from './widgetProps';

/** Priority colours (our choice). */
export const PRIORITY_COLORS: Record<PriorityLevel, StateColor> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  critical: 'red',
};

/** '1 May – 15 June' / '1 мая – 15 июня' (date-fns 'd MMMM' in the user's language). */
export function intervalDatesText(interval: Pick<IntervalConfig, 'start' | 'end'>, language: string): string {
  return `${formatDate(interval.start, 'dayMonth', language)} – ${formatDate(interval.end, 'dayMonth', language)}`;
}

function ChoiceChip({
  props,
  color,
  text,
  menuTitle,
  empty,
  choices,
}: {
  props: WidgetProps;
  color?: StateColor;
  text: ReactNode;
  menuTitle: string;
  empty: string;
  choices: Choice[];
}) {
  const { t } = useTranslation('stickers');
  const saver = useStickerSave(props.sticker);
  const type = props.sticker.boardSticker.type;
  return (
    <StickerChip
      label={stickerLabel(props.sticker, t)}
      readOnly={props.readOnly}
      hoverMenus={props.hoverMenus}
      sx={colorSx(color)}
      data={{ 'data-testid': `sticker-${type}`, ...(color ? { 'data-color': color } : {}) }}
      menu={(close) => (
        <ChoiceMenu
          title={menuTitle}
          empty={empty}
          choices={choices}
          saver={saver}
          hasValue={props.sticker.value != null}
          close={close}
        />
      )}
    >
      {text}
    </StickerChip>
  );
}

/** State chip in the state's colour; menu of `configs.states`. */
export function StateWidget(props: WidgetProps) {
  const { t } = useTranslation('stickers');
  const value = props.sticker.value as StateConfig | null;
  const states = props.sticker.boardSticker.configs?.states ?? [];
  return (
    <ChoiceChip
      props={props}
      color={value?.color}
      text={value ? withPrefix(props.sticker, t, value.name) : stickerLabel(props.sticker, t)}
      menuTitle={t('state.choose')}
      empty={t('state.empty')}
      choices={states.map((s, i) => ({
        key: `${s.name}-${i}`,
        primary: s.name,
        color: s.color,
        selected: value?.name === s.name && value?.color === s.color,
        body: { name: s.name, color: s.color },
      }))}
    />
  );
}

/** Time interval chip "name (1 May – 15 June)"; menu of `configs.intervals`. */
export function TimeIntervalWidget(props: WidgetProps) {
  const { t, i18n } = useTranslation('stickers');
  const value = props.sticker.value as IntervalConfig | null;
  const intervals = props.sticker.boardSticker.configs?.intervals ?? [];
  return (
    <ChoiceChip
      props={props}
      text={
        value
          ? withPrefix(props.sticker, t, `${value.name} (${intervalDatesText(value, i18n.language)})`)
          : stickerLabel(props.sticker, t)
      }
      menuTitle={t('interval.choose')}
      empty={t('interval.empty')}
      choices={intervals.map((iv, i) => ({
        key: `${iv.name}-${i}`,
        primary: iv.name,
        secondary: intervalDatesText(iv, i18n.language),
        selected: value?.name === iv.name && value?.start === iv.start && value?.end === iv.end,
        body: { name: iv.name, start: iv.start, end: iv.end },
      }))}
    />
  );
}

/** Priority chip in the level's colour; menu of the four levels. */
export function PriorityWidget(props: WidgetProps) {
  const { t } = useTranslation('stickers');
  const level = (props.sticker.value as { value?: PriorityLevel } | null)?.value;
  return (
    <ChoiceChip
      props={props}
      color={level ? PRIORITY_COLORS[level] : undefined}
      text={level ? withPrefix(props.sticker, t, t(`priority.${level}`)) : stickerLabel(props.sticker, t)}
      menuTitle={t('priority.choose')}
      empty=""
      choices={PRIORITY_LEVELS.map((l) => ({
        key: l,
        primary: t(`priority.${l}`),
        color: PRIORITY_COLORS[l],
        selected: level === l,
        body: { value: l },
      }))}
    />
  );
}
