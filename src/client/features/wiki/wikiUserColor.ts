/**
 * The colour of a user's caret and name label in a shared page (issue 18 "with their cursors"):
 * one of MUI's A200 accent tones, chosen by user id so a person keeps the same colour on every
 * page and every screen. The tones are light, so the label's black text reads on each (≥ 7:1), and
 * the caret line shows on the light and the dark page alike. `#rrggbb`, as CollaborationCaret needs.
 */
import { amber, cyan, deepOrange, green, lightBlue, lime, orange, pink, purple, teal } from '@mui/material/colors';

const TONES = [lightBlue, pink, green, amber, purple, teal, deepOrange, lime, cyan, orange].map((c) => c.A200);

/** The caret colour of `userId`. */
export const wikiUserColor = (userId: number): string => TONES[Math.abs(userId) % TONES.length];
