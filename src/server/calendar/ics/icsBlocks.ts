/**
 * Splits an iCalendar text into its top-level components (RFC 5545 §3.4, §3.6) so each VEVENT is
 * parsed on its own by ical.js: one broken event is reported and skipped instead of failing the
 * whole file (ical.js's parser throws on the first bad line). Several VCALENDARs in one file (some
 * exporters concatenate them) are read as one.
 */
import ICAL from 'ical.js';
import { IcsImportError } from './icsTypes';

type Component = InstanceType<typeof ICAL.Component>;

/** One top-level component: its name (upper case) and its text (CRLF lines, still folded). */
export interface IcsBlock {
  name: string;
  text: string;
  /** False when the file ended before its END line. */
  closed: boolean;
}

export interface IcsBlocks {
  blocks: IcsBlock[];
  /** Calendar-level properties (name upper case → first value), e.g. X-WR-TIMEZONE. */
  calendarProps: Map<string, string>;
}

const BEGIN = /^BEGIN:([A-Za-z0-9-]+)\s*$/i;
const END = /^END:([A-Za-z0-9-]+)\s*$/i;

/** The file's top-level components. Throws IcsImportError when it is not iCalendar at all. */
export function splitBlocks(text: string): IcsBlocks {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const first = lines.find((line) => line.trim() !== '');
  if (!first || !/^BEGIN:VCALENDAR\s*$/i.test(first.trim())) throw new IcsImportError('Not an iCalendar file');

  const blocks: IcsBlock[] = [];
  const calendarProps = new Map<string, string>();
  let current: { name: string; lines: string[] } | null = null;
  const open: string[] = []; // names of the components entered, innermost last
  for (const line of lines) {
    if (!current) {
      const begin = BEGIN.exec(line);
      if (begin && begin[1].toUpperCase() !== 'VCALENDAR') {
        current = { name: begin[1].toUpperCase(), lines: [line] };
        open.splice(0, open.length, current.name);
      } else if (!begin && !END.test(line) && /^[A-Za-z0-9-]+[;:]/.test(line)) {
        const name = /^[A-Za-z0-9-]+/.exec(line)![0].toUpperCase();
        if (!calendarProps.has(name)) calendarProps.set(name, line.slice(line.indexOf(':') + 1).trim());
      }
      continue;
    }
    const begin = BEGIN.exec(line);
    const end = END.exec(line);
    if (end && end[1].toUpperCase() !== open[open.length - 1]) {
      // An END that closes something else (END:VCALENDAR after an unclosed VEVENT): the block is cut.
      blocks.push({ name: current.name, text: current.lines.join('\r\n'), closed: false });
      current = null;
      continue;
    }
    current.lines.push(line);
    if (begin) open.push(begin[1].toUpperCase());
    else if (end) open.pop();
    if (open.length === 0) {
      blocks.push({ name: current.name, text: current.lines.join('\r\n'), closed: true });
      current = null;
    }
  }
  if (current) blocks.push({ name: current.name, text: current.lines.join('\r\n'), closed: false });
  return { blocks, calendarProps };
}

/** Parses one block with ical.js; throws ical.js's error when the block is malformed. */
export function parseBlock(block: IcsBlock): Component {
  if (!block.closed) throw new Error(`the file ends before END:${block.name}`);
  const calendar = new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${block.text}\r\nEND:VCALENDAR\r\n`));
  const component = calendar.getFirstSubcomponent(block.name.toLowerCase());
  if (!component) throw new Error(`no ${block.name} component`);
  return component;
}

/** UID and SUMMARY read from a block's raw text (for reporting a block ical.js could not parse). */
export function rawIdentity(block: IcsBlock): { uid: string; summary: string } {
  const unfolded = block.text.replace(/\r\n[ \t]/g, '');
  const value = (name: string) => new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
  return { uid: value('UID'), summary: value('SUMMARY') };
}
