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
