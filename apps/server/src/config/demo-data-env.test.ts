import { describe, expect, it } from 'vitest';
import { configProblemOf } from '../test/config-problem';
import { loadConfig } from './env';

// Demo data only when asked (docs/decisions/047-demo-data-only-when-asked.md).
describe('DEMO_DATA', () => {
  it('is off unless set, whatever NODE_ENV (the root `pnpm start` sets it outside production)', () => {
    expect(loadConfig({}, '/').demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }, '/').demoData).toBe(false);
  });

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
    ['', false],
  ])('reads %j as %s', (value, expected) => {
    expect(loadConfig({ DEMO_DATA: value }, '/').demoData).toBe(expected);
  });

  it('refuses anything else with the usual Portuguese line', () => {
    const message = configProblemOf({ DEMO_DATA: 'sim' });
    expect(message).toMatch(/^Configuração inválida:\n {2}DEMO_DATA: use 1 \(ou true\)/);
  });
});
