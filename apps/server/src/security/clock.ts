import { todayIso } from '@portal/domain';

/** Where the server reads "now". Tests pass a movable clock to prove expiry without sleeping. */
export interface Clock {
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  #now: number;
  constructor(start: Date = new Date()) {
    this.#now = start.getTime();
  }
  now(): Date {
    return new Date(this.#now);
  }
  /** Moves time forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.#now += ms;
  }
}

/** The São Paulo calendar day of a clock, the day every installment status and balance is computed for. */
export interface Calendar {
  /** Today as an ISO date (`yyyy-mm-dd`) in America/Sao_Paulo. */
  today(): string;
}

/**
 * A calendar over `clock` that remembers today for the current minute (a day, or a time-zone offset,
 * only ever changes on a minute boundary): every cached read asks for it and the time-zone formatter
 * is slow. One per server, in its context, so servers with different clocks never share the memo.
 */
export function createCalendar(clock: Clock): Calendar {
  let memoMinute = Number.NaN;
  let memoDay = '';
  return {
    today() {
      const now = clock.now();
      const minute = Math.floor(now.getTime() / 60_000);
      if (minute !== memoMinute) {
        memoDay = todayIso(now);
        memoMinute = minute;
      }
      return memoDay;
    },
  };
}
