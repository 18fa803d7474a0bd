/**
 * Proves that `pnpm lint` enforces the dependency direction of architecture.md: Biome, with the
 * repository's own biome.json, lints a probe file placed at the same path inside a scratch folder
 * (nothing is written to the work tree, so a concurrent `pnpm lint` never sees the probes).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

function lintAs(path: string, source: string): { ok: boolean; output: string } {
  const scratch = mkdtempSync(join(tmpdir(), 'boundaries-'));
  try {
    copyFileSync(join(root, 'biome.json'), join(scratch, 'biome.json'));
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), source);
    const biome = join(root, 'node_modules', '.bin', 'biome');
    const result = spawnSync(biome, ['lint', '--vcs-enabled=false', path], {
      cwd: scratch,
      encoding: 'utf8',
    });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

describe('dependency direction', () => {
  it.each([
    ['packages/domain/src/probe.ts', "import { useState } from 'react';\nexport const probe = useState;\n"],
    ['packages/domain/src/probe.ts', "import { probe as p } from '@portal/api';\nexport const probe = p;\n"],
    [
      'packages/domain/src/probe.ts',
      "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
    ],
    ['packages/ui/src/probe.ts', "import { probe as p } from '@portal/api';\nexport const probe = p;\n"],
    ['packages/ui/src/probe.ts', "import useSWR from 'swr';\nexport const probe = useSWR;\n"],
    // Inside ui: components (stories too) never import screens; the theme never imports brand.
    [
      'packages/ui/src/components/Probe/Probe.stories.tsx',
      "import { LoginScreen } from '../../screens/LoginScreen/LoginScreen';\nexport const probe = LoginScreen;\n",
    ],
    [
      'packages/ui/src/components/Probe/Probe.tsx',
      "import { probe as p } from '@portal/api';\nexport const probe = p;\n",
    ],
    [
      'packages/ui/src/theme/probe.ts',
      "import { demoBrand } from '../brand/demo-brand';\nexport const probe = demoBrand;\n",
    ],
    ['packages/api/src/probe.ts', "import { probe as p } from '@portal/ui';\nexport const probe = p;\n"],
    ['apps/server/src/probe.ts', "import { probe as p } from '@portal/ui';\nexport const probe = p;\n"],
    // The kit's other entry points (decision 070) are as closed as its main one.
    [
      'packages/api/src/probe.ts',
      "import { probe as p } from '@portal/ui/theme';\nexport const probe = p;\n",
    ],
    [
      'apps/server/src/probe.ts',
      "import { probe as p } from '@portal/ui/screens';\nexport const probe = p;\n",
    ],
    ['apps/portal/src/probe.ts', "import { probe as p } from '@portal/server';\nexport const probe = p;\n"],
    [
      'apps/portal/src/probe.ts',
      "import { probe as p } from '../../../packages/ui/src/index';\nexport const probe = p;\n",
    ],
    // Inside the server (docs/decisions/022-server-one-folder-per-resource.md): the bottom layers never
    // reach up into http/ or a resource, nobody uses the api's React hooks, and only the start-up seeds.
    [
      'apps/server/src/db/probe.ts',
      "import type { AppEnv } from '../http/app-env';\nexport type Probe = AppEnv;\n",
    ],
    [
      'apps/server/src/cache/probe.ts',
      "import { billInfo } from '../resources/finance/finance-reads';\nexport const probe = billInfo;\n",
    ],
    [
      'apps/server/src/security/probe.ts',
      "import { authenticate } from '../http/authenticate';\nexport const probe = authenticate;\n",
    ],
    ['apps/server/src/db/probe.ts', "import { probe as p } from '@portal/ui';\nexport const probe = p;\n"],
    [
      'apps/server/src/resources/finance/probe.ts',
      "import { probe as p } from '@portal/api/react';\nexport const probe = p;\n",
    ],
    [
      'apps/server/src/http/probe.ts',
      "import { SEED_STEPS } from '../seed/seed';\nexport const probe = SEED_STEPS;\n",
    ],
    [
      'apps/server/src/resources/finance/probe.ts',
      "import { financeStep } from '../../seed/finance/seed-finance';\nexport const probe = financeStep;\n",
    ],
    [
      'apps/server/src/cache/probe.ts',
      "import { SEED_STEPS } from '../seed/seed';\nexport const probe = SEED_STEPS;\n",
    ],
  ])('%s refuses %s', (path, source) => {
    const { ok, output } = lintAs(path, source);
    expect(ok).toBe(false);
    expect(output).toContain('noRestrictedImports');
  });

  it.each([
    [
      'packages/api/src/probe.ts',
      "import { messageForCode } from '@portal/domain';\nexport const probe = messageForCode;\n",
    ],
    [
      'packages/ui/src/probe.ts',
      "import { messageForCode } from '@portal/domain';\nexport const probe = messageForCode;\n",
    ],
    [
      'packages/ui/src/screens/Probe/Probe.tsx',
      "import { Button } from '../../components/Button/Button';\nexport const probe = Button;\n",
    ],
    ['apps/portal/src/probe.ts', "import { probe as p } from '@portal/ui';\nexport const probe = p;\n"],
    [
      'apps/portal/src/probe.ts',
      "import { probe as p } from '@portal/ui/screens';\nexport const probe = p;\n",
    ],
    ['apps/server/src/probe.ts', "import { probe as p } from '@portal/api';\nexport const probe = p;\n"],
    [
      'apps/server/src/http/probe.ts',
      "import { registerFinanceRoutes } from '../resources/finance/finance-routes';\nexport const probe = registerFinanceRoutes;\n",
    ],
    [
      'apps/server/src/cache/probe.ts',
      "import type { Db } from '../db/database';\nexport type Probe = Db;\n",
    ],
    [
      'apps/server/src/server.ts',
      "import { SEED_STEPS } from './seed/seed';\nexport const probe = SEED_STEPS;\n",
    ],
    [
      'apps/server/src/resources/finance/probe.test.ts',
      "import { SEED_STEPS } from '../../seed/seed';\nexport const probe = SEED_STEPS;\n",
    ],
  ])('%s allows %s', (path, source) => {
    const { ok, output } = lintAs(path, source);
    expect(output).not.toContain('noRestrictedImports');
    expect(ok).toBe(true);
  });
});

// Decision 068: every SQL statement of a server folder lives in its queries.ts; routes and services
// (and every other module) never import drizzle-orm or db/schema. db/, seed/ and tests may.
describe('database access only through queries.ts', () => {
  const drizzle = "import { eq } from 'drizzle-orm';\nexport const probe = eq;\n";
  const schema = (up: string) =>
    `import { tickets } from '${up}db/schema/operations';\nexport const probe = tickets;\n`;

  it.each([
    ['apps/server/src/resources/tickets/routes.ts', drizzle],
    ['apps/server/src/resources/tickets/service.ts', schema('../../')],
    ['apps/server/src/resources/tickets/ticket-rules.ts', schema('../../')],
    [
      'apps/server/src/resources/accounts/sessions/service.ts',
      "import { alias } from 'drizzle-orm/pg-core';\nexport const probe = alias;\n",
    ],
    ['apps/server/src/mail/mailer.ts', schema('../')],
    ['apps/server/src/security/rate-limiter.ts', drizzle],
    [
      'apps/server/src/http/dev-mail-routes.ts',
      "import * as all from '../db/schema';\nexport const probe = all;\n",
    ],
    ['apps/server/src/server.ts', drizzle],
  ])('%s refuses %s', (path, source) => {
    const { ok, output } = lintAs(path, source);
    expect(ok).toBe(false);
    expect(output).toContain('noRestrictedImports');
    expect(output).toContain('068-three-parts-per-resource');
  });

  it.each([
    ['apps/server/src/resources/tickets/queries.ts', drizzle],
    ['apps/server/src/resources/tickets/queries.ts', schema('../../')],
    ['apps/server/src/resources/accounts/sessions/queries.ts', drizzle],
    ['apps/server/src/mail/queries.ts', schema('../')],
    ['apps/server/src/security/queries.ts', drizzle],
    ['apps/server/src/db/probe.ts', schema('../')],
    ['apps/server/src/seed/probe.ts', drizzle],
    ['apps/server/src/test/probe.ts', drizzle],
    ['apps/server/src/resources/tickets/routes.test.ts', schema('../../')],
    ['apps/server/src/security/probe.test.ts', drizzle],
  ])('%s allows %s', (path, source) => {
    const { ok, output } = lintAs(path, source);
    expect(output).not.toContain('noRestrictedImports');
    expect(ok).toBe(true);
  });

  // The other rules still hold where the database is allowed.
  it.each([
    [
      'apps/server/src/resources/tickets/queries.ts',
      "import { SEED_STEPS } from '../../seed/seed';\nexport const probe = SEED_STEPS;\n",
    ],
    [
      'apps/server/src/security/queries.ts',
      "import { authenticate } from '../http/authenticate';\nexport const probe = authenticate;\n",
    ],
    [
      'apps/server/src/db/probe.ts',
      "import type { AppEnv } from '../http/app-env';\nexport type Probe = AppEnv;\n",
    ],
  ])('%s still refuses %s', (path, source) => {
    const { ok, output } = lintAs(path, source);
    expect(ok).toBe(false);
    expect(output).toContain('noRestrictedImports');
  });
});
