// drizzle-kit is used only to *generate* migrations (`npx drizzle-kit generate` in
// packages/db); they are applied in-process by src/migrate.ts on both PGlite and PostgreSQL.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/*.ts',
  out: './migrations',
});
