import { useContext, useEffect, useRef } from 'react';
import { type DateRange, DateRangePickerStateContext } from 'react-aria-components';
import { type DateRangeValue, toCalendarDate } from './date-range';

/** Props of {@link RangeSync}. */
export interface RangeSyncProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
}

const same = (a: DateRangeValue, b: DateRangeValue) => a.start === b.start && a.end === b.end;

/**
 * Keeps the picker's state and the screen's ISO value in step, in both directions. react-aria only
 * reports complete ranges through `onChange`; reading its state here also reports one filled side, so
 * the form can say 'incomplete' instead of silently dropping the date filter. `synced` remembers the
 * last value both sides agreed on, so neither effect echoes the other's change back.
 */
export function RangeSync({ value, onChange }: RangeSyncProps) {
  const state = useContext(DateRangePickerStateContext);
  const start = state?.value.start?.toString() ?? null;
  const end = state?.value.end?.toString() ?? null;
  const synced = useRef<DateRangeValue>({ start: null, end: null });

  // The user typed or picked: report the ISO strings.
  useEffect(() => {
    const current = { start, end };
    if (same(current, synced.current)) return;
    synced.current = current;
    onChange(current);
  }, [start, end, onChange]);

  // The screen changed the value (initial value, 'Limpar filtros'): show it.
  useEffect(() => {
    if (!state || same(value, synced.current)) return;
    synced.current = value;
    // react-aria keeps a half-filled range as a placeholder, which is what a single side is here.
    // A side that is not a real date shows empty; the other effect then reports it as null.
    state.setValue({
      start: toCalendarDate(value.start),
      end: toCalendarDate(value.end),
    } as unknown as DateRange);
  }, [value, state]);

  return null;
}
