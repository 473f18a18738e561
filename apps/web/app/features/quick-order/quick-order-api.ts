// The quick-order pad's calls (decision 040; packages/contracts quick-order.ts): resolve the
// lines (JSON, with the CSRF token: shopCall) and read a file into lines (multipart with upload
// progress: uploadCall). Answers are read through the contract (asContract: checked in
// development and tests, no zod in production).
import { QUICK_ORDER_PATHS, IMPORT_FILE_FIELD } from '@gradnik/contracts/quick-order-params';
import type {
  QuickOrderLineInput,
  QuickOrderParseFileResponse,
  QuickOrderResolveResponse,
} from '@gradnik/contracts/quick-order';
import type { Locale } from '@gradnik/domain/locale';
import { shopCall } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';
import { uploadCall, type UploadProgress } from '../../lib/upload-call';

export interface Caller {
  token: string | null;
  locale: Locale;
}

export async function resolveLines(
  lines: readonly QuickOrderLineInput[],
  caller: Caller,
): Promise<QuickOrderResolveResponse> {
  return asContract(
    'quickOrderResolveResponse',
    await shopCall(QUICK_ORDER_PATHS.resolve, { ...caller, method: 'POST', body: { lines } }),
  );
}

export async function parseFile(
  file: File,
  caller: Caller,
  onProgress: (progress: UploadProgress) => void,
): Promise<QuickOrderParseFileResponse['data']> {
  const form = new FormData();
  form.set(IMPORT_FILE_FIELD, file, file.name);
  const answer = await uploadCall(QUICK_ORDER_PATHS.parseFile, form, { ...caller, onProgress });
  return (await asContract('quickOrderParseFileResponse', answer)).data;
}
