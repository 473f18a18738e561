// The questions calls' paths, zod-free: the browser's forms post to them (issue #11: any name
// imported from question.ts brings zod along). Decision 037.
export const PRODUCT_INQUIRY_PATH = '/api/forms/product-inquiry';
export const QUESTIONS_PATH = '/api/questions';
