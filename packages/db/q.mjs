import { PGlite } from '@electric-sql/pglite';
const db = new PGlite(process.argv[2]);
for (const s of process.argv.slice(3)) { try { console.log(JSON.stringify((await db.query(s)).rows)); } catch (e) { console.log('ERR', e.message); } }
await db.close();
