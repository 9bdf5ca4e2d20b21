/**
 * What a drawing editor sends (issue 18 item 2; src/client/features/drawings/drawingSync.ts): only
 * elements edited here since the server last had them, never the ones others sent, at most once
 * per throttle window with the last change always sent; images the scene names but lacks.
 */
import type { DrawingElement } from '../../../src/shared/drawings/drawing.types';
import { missingFileIds, SentVersions, throttle } from '../../../src/client/features/drawings/drawingSync';

const el = (id: string, version: number, extra: object = {}): DrawingElement => ({
  id,
  version,
  versionNonce: 1,
  ...extra,
});

describe('SentVersions', () => {
  test('after a join only edits made here are sent; received elements are not echoed back', () => {
    const sent = new SentVersions();
    sent.reset([el('a', 3), el('b', 1)]);
    expect(sent.changed([el('a', 3), el('b', 1)])).toEqual([]);
    // The user moves a (version 4) and draws c; b arrives from someone else at version 2.
    sent.remember([el('b', 2)]);
    const scene = [el('a', 4), el('b', 2), el('c', 1)];
    expect(sent.changed(scene).map((e) => e.id)).toEqual(['a', 'c']);
    sent.remember(sent.changed(scene));
    expect(sent.changed(scene)).toEqual([]);
    // An older copy never lowers what the server is known to have.
    sent.remember([el('a', 2)]);
    expect(sent.changed([el('a', 4)])).toEqual([]);
  });
});

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('runs at most once per window and always runs for the last request', () => {
    const run = jest.fn();
    const sender = throttle(run, 50);
    sender.request();
    sender.request();
    jest.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    sender.request();
    sender.request();
    jest.advanceTimersByTime(20);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(40);
    expect(run).toHaveBeenCalledTimes(2);
    sender.request();
    sender.flush();
    expect(run).toHaveBeenCalledTimes(3);
    sender.request();
    sender.cancel();
    jest.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(3);
  });
});

test('missingFileIds names the images of live image elements that are not loaded yet, once each', () => {
  const elements = [
    el('i1', 1, { type: 'image', fileId: 'f1' }),
    el('i2', 1, { type: 'image', fileId: 'f1' }),
    el('i3', 1, { type: 'image', fileId: 'f2' }),
    el('i4', 1, { type: 'image', fileId: 'f3', isDeleted: true }),
    el('r', 1, { type: 'rectangle' }),
  ];
  expect(missingFileIds(elements, new Set(['f2']))).toEqual(['f1']);
});
