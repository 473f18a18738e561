// Route schemas of the settings calls (issue #13; SPEC §7), from the shared contract
// (packages/contracts settings.ts): the same zod objects validate requests, shape answers and
// feed the OpenAPI document.
import { z } from 'zod';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  settingBodySchema,
  settingChangeResponseSchema,
  settingsResponseSchema,
} from '@gradnik/contracts/settings';
import { SETTING_NAMES } from '@gradnik/domain/settings';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const getSettingsRoute = {
  tags: ['settings'],
  summary: "The caller's own settings and their change history",
  description:
    'SPEC §7 GET /api/customer/settings: every known setting as 1 or 0 (newsletter consent, ' +
    'e-mail notifications) and the changes, newest first, with the agent who made them while ' +
    'impersonating. Personal: always the token’s user. An agent who is not impersonating has ' +
    'no settings (403).',
  headers: acceptLanguageHeaders,
  querystring: z.object({}).strict(),
  response: { 200: settingsResponseSchema, ...errors },
};

export const changeSettingRoute = {
  tags: ['settings'],
  summary: 'Set one of the caller’s settings to 1 or 0',
  description:
    `SPEC §7 POST /api/customer/settings/{name} {value 1 or 0}; name one of ` +
    `${SETTING_NAMES.join(', ')} (another: 404). A change is kept in the history with its ` +
    'time (and the acting agent while impersonating); setting the value it already has adds no ' +
    'history row (meta.changed false). newsletterConsent also sets the user property of that ' +
    'name (GET /jsonapi/customer). Requires the X-CSRF-Token header.',
  headers: acceptLanguageHeaders,
  params: z.object({ name: z.string().min(1).max(100) }).strict(),
  body: settingBodySchema,
  response: { 200: settingChangeResponseSchema, ...errors, 404: apiErrorSchema },
};
