/** Small formatting and state pieces of the admin panel (issue 19 item 3). */
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';

/** `bytes` as B / KB / MB / GB (1024 steps, one decimal above KB) in the admin texts. */
export function formatBytes(t: TFunction, bytes: number): string {
  if (bytes < 1024) return t('admin:bytes.b', { value: bytes });
  const units = ['kb', 'mb', 'gb'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return t(`admin:bytes.${units[unit]}`, { value: value.toFixed(unit === 0 ? 0 : 1) });
}

/** `value`, settled for `delayMs` (search fields: one request per pause, not per key). */
export function useDebounced<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
