// The user's settings (issue #13; SPEC §7 settings calls): current values in user_settings,
// every change in setting_changes, and SPEC §3's user property (newsletterConsent) kept in step.
// Always keyed by the token's user id (routes.ts), never by an id the client sends.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import { settingChanges, userProperties, userSettings, users } from '@gradnik/db/schema/identity';
import {
  currentSettings,
  propertyText,
  SETTINGS,
  SETTINGS_HISTORY_MAX,
  settingDefinition,
  type SettingName,
  type SettingValues,
} from '@gradnik/domain/settings';

declare module 'fastify' {
  interface FastifyInstance {
    settingsRepository: SettingsRepository;
  }
}

export interface SettingChangeRecord {
  id: number;
  name: string;
  value: boolean;
  changedAt: Date;
  actingUserId: number | null;
  agentFirstname: string | null;
  agentLastname: string | null;
}

export interface SettingsRecord {
  values: SettingValues;
  history: SettingChangeRecord[];
}

/** The user properties some settings are kept in step with (SPEC §3). */
const PROPERTY_TYPES = SETTINGS.flatMap((s) => (s.property ? [s.property] : []));

const agents = alias(users, 'acting_agent');

export function createSettingsRepository(db: Queryable) {
  async function values(q: Queryable, userId: number): Promise<SettingValues> {
    const [stored, properties] = await Promise.all([
      q
        .select({ name: userSettings.name, value: userSettings.value })
        .from(userSettings)
        .where(eq(userSettings.userId, userId)),
      q
        .select({ type: userProperties.type, value: userProperties.value })
        .from(userProperties)
        .where(
          and(eq(userProperties.userId, userId), inArray(userProperties.type, PROPERTY_TYPES)),
        ),
    ]);
    return currentSettings(stored, properties);
  }

  function history(q: Queryable, userId: number): Promise<SettingChangeRecord[]> {
    return q
      .select({
        id: settingChanges.id,
        name: settingChanges.name,
        value: settingChanges.value,
        changedAt: settingChanges.changedAt,
        actingUserId: settingChanges.actingUserId,
        agentFirstname: agents.firstname,
        agentLastname: agents.lastname,
      })
      .from(settingChanges)
      .leftJoin(agents, eq(agents.id, settingChanges.actingUserId))
      .where(eq(settingChanges.userId, userId))
      .orderBy(desc(settingChanges.changedAt), desc(settingChanges.id))
      .limit(SETTINGS_HISTORY_MAX);
  }

  return {
    /** The current value of every known setting and the newest changes, newest first. */
    async read(userId: number): Promise<SettingsRecord> {
      const [current, changes] = await Promise.all([values(db, userId), history(db, userId)]);
      return { values: current, history: changes };
    },

    /**
     * Sets one setting. In ONE transaction: the current value (locked), the new value, a history
     * row only when the value really changes, and the user property kept in step. Returns
     * whether it changed.
     */
    async change(input: {
      userId: number;
      name: SettingName;
      value: boolean;
      /** The agent acting while impersonating the user (SPEC §6), else null. */
      actingUserId: number | null;
      at: Date;
    }): Promise<boolean> {
      const { userId, name, value } = input;
      const definition = settingDefinition(name);
      return db.transaction(async (tx) => {
        // A row to lock even on the first change, holding the value that was in force (default
        // or property): two simultaneous first changes then queue on it instead of both
        // counting as a change.
        const before = (await values(tx, userId))[name];
        await tx.insert(userSettings).values({ userId, name, value: before }).onConflictDoNothing();
        const [locked] = await tx
          .select({ value: userSettings.value })
          .from(userSettings)
          .where(and(eq(userSettings.userId, userId), eq(userSettings.name, name)))
          .for('update');
        const changed = locked?.value !== value;
        if (changed) {
          await tx
            .update(userSettings)
            .set({ value })
            .where(and(eq(userSettings.userId, userId), eq(userSettings.name, name)));
          await tx.insert(settingChanges).values({
            userId,
            name,
            value,
            actingUserId: input.actingUserId,
            changedAt: input.at,
          });
        }
        // Also when unchanged: a property missing so far (older accounts) is written now.
        if (definition.property) {
          await tx
            .insert(userProperties)
            .values({ userId, type: definition.property, value: propertyText(value) })
            .onConflictDoUpdate({
              target: [userProperties.userId, userProperties.type],
              set: { value: propertyText(value) },
            });
        }
        return changed;
      });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

export const settingsRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('settingsRepository', createSettingsRepository(fastify.db));
    return Promise.resolve();
  },
  { name: 'gradnik-api-settings-repository', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
