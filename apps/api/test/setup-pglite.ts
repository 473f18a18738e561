// The '@gradnik/api' project runs on PGlite even when TEST_DATABASE_URL is set for the
// '@gradnik/api (postgres)' project in the same Vitest run.
delete process.env.TEST_DATABASE_URL;
