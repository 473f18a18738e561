// ERP settings from the environment, parsed once at start-up (STYLE practice 7): a wrong value
// stops the process with a message naming the variable, instead of failing on the first call.
import { parseErpSimFault } from './simulator.ts';
import type { ErpSimFault } from './simulator.ts';

export interface ErpConfig {
  /** ERP_URL: the real integration API; undefined → mount the built-in simulator. */
  baseUrl: string | undefined;
  /** ERP_TIMEOUT_MS: per-call timeout, default 3000. */
  timeoutMs: number;
  /** From ERP_TOKEN: `Authorization: Bearer …` for the real ERP. Secret: never log it. */
  headers: Record<string, string>;
  /** ERP_SIM_FAULT: fault the simulator injects into every call (demos of error states). */
  simFault: ErpSimFault | undefined;
  /**
   * ERP_SIM_OFFER_DELAY: seconds the simulated retailer takes to answer an inquiry, a revision
   * request or a question (issue #14: default 60, 0 in tests and e2e).
   */
  simOfferDelaySeconds: number;
}

export function readErpConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ErpConfig {
  const rawUrl = env.ERP_URL?.trim() ?? '';
  let baseUrl: string | undefined;
  if (rawUrl !== '') {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw new Error(`ERP_URL must be an absolute http(s) URL (got '${rawUrl}')`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`ERP_URL must use http or https (got '${url.protocol}')`);
    }
    baseUrl = rawUrl.replace(/\/+$/, '');
  }

  const rawTimeout = env.ERP_TIMEOUT_MS?.trim() ?? '';
  const timeoutMs = rawTimeout === '' ? 3000 : Number(rawTimeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 50 || timeoutMs > 120_000) {
    throw new Error(
      `ERP_TIMEOUT_MS must be an integer from 50 to 120000 milliseconds (got '${rawTimeout}')`,
    );
  }

  const token = env.ERP_TOKEN?.trim() ?? '';
  const headers: Record<string, string> = token === '' ? {} : { authorization: `Bearer ${token}` };

  const rawDelay = env.ERP_SIM_OFFER_DELAY?.trim() ?? '';
  const simOfferDelaySeconds = rawDelay === '' ? 60 : Number(rawDelay);
  if (
    !Number.isInteger(simOfferDelaySeconds) ||
    simOfferDelaySeconds < 0 ||
    simOfferDelaySeconds > 86_400
  ) {
    throw new Error(
      `ERP_SIM_OFFER_DELAY must be an integer from 0 to 86400 seconds (got '${rawDelay}')`,
    );
  }

  return {
    baseUrl,
    timeoutMs,
    headers,
    simFault: parseErpSimFault(env.ERP_SIM_FAULT?.trim()),
    simOfferDelaySeconds,
  };
}
