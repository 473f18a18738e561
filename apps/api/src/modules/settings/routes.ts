// The settings calls (issue #13 "Settings"; SPEC §7 GET /api/customer/settings, POST
// /api/customer/settings/{name} {value 1 or 0}). Settings are personal: the token's user only,
// also between an admin and an employee of the same company. customer_admin and
// customer_employee have them (SPEC §6); an agent acting for nobody has none (403). While an
// agent impersonates the user, a change is recorded with the agent.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingChange, Settings, SettingValue } from '@gradnik/contracts/settings';
import { isAgent } from '@gradnik/domain/roles';
import { isSettingName, SETTING_NAMES } from '@gradnik/domain/settings';
import { authOf } from '../../plugins/auth.ts';
import { requireCsrf } from '../token/csrf.ts';
import { settingsError } from './messages.ts';
import type { SettingsRecord } from './repository.ts';
import { changeSettingRoute, getSettingsRoute } from './schemas.ts';

const oneOrZero = (value: boolean): SettingValue => (value ? 1 : 0);

function toSettings(record: SettingsRecord): Settings {
  const values = Object.fromEntries(
    SETTING_NAMES.map((name) => [name, oneOrZero(record.values[name])]),
  ) as Settings['values'];
  const history: SettingChange[] = [];
  for (const change of record.history) {
    // A name retired from the list stays stored but is no longer shown.
    if (!isSettingName(change.name)) continue;
    const agentName =
      change.agentFirstname !== null
        ? `${change.agentFirstname} ${change.agentLastname ?? ''}`.trim()
        : null;
    history.push({
      id: String(change.id),
      name: change.name,
      value: oneOrZero(change.value),
      changedAt: change.changedAt.toISOString(),
      byAgent: change.actingUserId !== null,
      agentName,
    });
  }
  return { values, history };
}

/** The user whose settings these are: the token's, never an agent's own (SPEC §6). */
function ownerOf(request: FastifyRequest) {
  const auth = authOf(request);
  // While impersonating, the token is the customer's (role and partner); an agent's own token
  // has the agent role and no partner.
  if (isAgent(auth.role) || auth.partnerId === null)
    throw settingsError(request, 403, 'agentHasNoSettings');
  return { userId: auth.userId, actingUserId: auth.impersonation?.agentUserId ?? null };
}

export const settingsRoutes: FastifyPluginAsyncZod = (fastify) => {
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);

  fastify.get('/api/customer/settings', { schema: getSettingsRoute }, async (request) => {
    const { userId } = ownerOf(request);
    return { data: toSettings(await fastify.settingsRepository.read(userId)) };
  });

  fastify.post(
    '/api/customer/settings/:name',
    { schema: changeSettingRoute, preHandler: csrf },
    async (request) => {
      const { userId, actingUserId } = ownerOf(request);
      const { name } = request.params;
      if (!isSettingName(name)) throw settingsError(request, 404, 'unknownSetting');
      const value = request.body.value;
      const changed = await fastify.settingsRepository.change({
        userId,
        name,
        value: value === 1,
        actingUserId,
        at: fastify.now(),
      });
      return {
        data: toSettings(await fastify.settingsRepository.read(userId)),
        meta: { name, value, changed },
      };
    },
  );

  return Promise.resolve();
};
