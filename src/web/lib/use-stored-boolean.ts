import { useCallback, useState } from 'react';
import { parseStoredBoolean, readStorage, writeStorage } from './storage';

/** A boolean kept in localStorage as 'true' / 'false'; `defaultValue` when not stored yet. */
export function useStoredBoolean(key: string, defaultValue: boolean) {
  const [value, setValue] = useState(() => parseStoredBoolean(readStorage(key)) ?? defaultValue);
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      writeStorage(key, String(next));
    },
    [key],
  );
  return [value, update] as const;
}
