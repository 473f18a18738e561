// Without TEST_DATABASE_URL this project would quietly test PGlite twice.
if (!process.env.TEST_DATABASE_URL) {
  throw new Error(
    '@gradnik/api (postgres) needs TEST_DATABASE_URL (a PostgreSQL server the tests may create databases on)',
  );
}
