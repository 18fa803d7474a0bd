import { expect } from 'vitest';
import { ConfigError, loadConfig } from '../config/env';

/** The message of the ConfigError `env` causes (the test fails when it loads instead). */
export function configProblemOf(env: Record<string, string>): string {
  try {
    loadConfig(env, '/');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('no ConfigError');
}
