/**
 * One card sticker in the card tile's strip (spec/board.md §2 "Sticker widgets on a card", §4–§5),
 * chosen by `sticker.boardSticker.type`. System and count types (taskId, timeInColumn, history,
 * discussion, creator) are drawn by the strip itself from the card, and executor / responsible by
 * the card members selectors, so they render nothing here.
 */
import { memo } from 'react';
import { PriorityWidget, StateWidget, TimeIntervalWidget } from './ChoiceWidgets';
import { DeadlineWidget } from './DeadlineWidget';
import { DeletedWidget } from './DeletedWidget';
import { NumberFieldWidget, TextFieldWidget } from './FieldWidgets';
import { RegularTaskWidget } from './RegularTaskWidget';
import { StopwatchWidget } from './StopwatchWidget';
import { TimerWidget } from './TimerWidget';
import { TimeTrackingWidget } from './TimeTrackingWidget';
import type { WidgetProps } from './widgetProps';

export type { WidgetProps as CardStickerWidgetProps } from './widgetProps';

/**
 * The widget of `sticker` on `card`: a compact chip whose menu opens on a click gesture (and on
 * hover with `hoverMenus`); `readOnly` (guest view) never opens menus.
 */
export const CardStickerWidget = memo(function CardStickerWidget(props: WidgetProps) {
  switch (props.sticker.boardSticker.type) {
    case 'timeTracking':
      return <TimeTrackingWidget {...props} />;
    case 'timer':
      return <TimerWidget {...props} />;
    case 'stopwatch':
      return <StopwatchWidget {...props} />;
    case 'deadline':
      return <DeadlineWidget {...props} />;
    case 'textField':
      return <TextFieldWidget {...props} />;
    case 'numberField':
      return <NumberFieldWidget {...props} />;
    case 'state':
      return <StateWidget {...props} />;
    case 'timeInterval':
      return <TimeIntervalWidget {...props} />;
    case 'priority':
      return <PriorityWidget {...props} />;
    case 'regularTask':
      return <RegularTaskWidget {...props} />;
    case 'deleted':
      return <DeletedWidget {...props} />;
    default:
      return null;
  }
});
