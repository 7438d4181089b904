import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -- --name=<what_changes>` writes the migration for a change of the schema
// files, from the newest snapshot in migrations/meta (docs/migrations.md). migrate.ts runs it,
// splitting it at drizzle-kit's `--> statement-breakpoint` markers.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/backend/db/schema/index.ts',
  out: './src/backend/db/migrations',
  breakpoints: true,
});
