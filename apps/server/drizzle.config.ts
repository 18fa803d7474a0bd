import { defineConfig } from 'drizzle-kit';

/** `pnpm --filter @portal/server db:generate` writes a new SQL migration after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
