/**
 * The sticker widgets' menu forms and popups, one chunk ("sticker-forms") loaded on first use or
 * when the board is idle (lazyStickerForms.ts): the card tiles show only the chips (DESIGN §7).
 */
export { ChoiceMenu } from './ChoiceMenu';
export { DeadlineMenu } from './DeadlineMenu';
export { DeletedDialog } from './DeletedDialog';
export { NumberMenu, TextMenu } from './FieldMenus';
export { RegularForm } from './RegularForm';
export { StopwatchMenu } from './StopwatchMenu';
export { TimerMenu } from './TimerMenu';
export { TrackingForm } from './TrackingForm';
