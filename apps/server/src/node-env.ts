// Imported first by main.ts, before React and React Router load (they pick their development
// or production build from NODE_ENV when first imported): `npm start` is production unless
// NODE_ENV says otherwise; `npm run dev` passes --dev (issue #10 §4).
export const DEV_FLAG = '--dev';

process.env.NODE_ENV ||= process.argv.includes(DEV_FLAG) ? 'development' : 'production';
