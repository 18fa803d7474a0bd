import type { AppContext } from '../context';

/** A named piece of demo data. */
export interface SeedStep {
  readonly name: string;
  /**
   * 'once' (the default): applied the first time a database sees it, its name recorded in `seed_steps`.
   * 'every-start': run on every start, never recorded (keeping the demo current, such as its dates).
   */
  readonly when?: 'once' | 'every-start';
  run(ctx: AppContext): Promise<void>;
}
