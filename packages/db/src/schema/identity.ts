// Identity and partner data: customer groups (roles), partner companies, their users,
// addresses and the tokens/sessions of sign-in and impersonation.
// SPEC §3 (User, Partner, Partner address, Special delivery location, Impersonation), §6 (roles).
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The customer group codes of SPEC §6 (`{product}_agent` is `gradnik_agent`, ARCHITECTURE.md). */
export type CustomerGroupCode = 'customer_admin' | 'customer_employee' | 'gradnik_agent';

/**
 * One guardian contact of a partner (SPEC §3 Guardian). ContactGradnikTypeId:
 * 1/2 financial, 3/4 caretaker (SPEC §6: inquiries need a type-3 caretaker).
 */
export interface PartnerContact {
  ContactGradnikTypeId: number;
  Name: string;
  Surname: string;
  MobilePhone: string;
  Email: string;
}

export const customerGroups = pgTable('customer_groups', {
  id: serial('id').primaryKey(),
  code: text('code').$type<CustomerGroupCode>().notNull().unique(),
  label: text('label').notNull(),
});

// Column names mirror the ERP's Partner record (SPEC §3 Partner) in snake_case so the
// API can map them 1:1 back to PascalCase.
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    partnerNo: text('partner_no').notNull().unique(),
    recordTypeId: text('record_type_id'),
    nameShort: text('name_short'),
    name1: text('name1'),
    name2: text('name2'),
    supplierYesNo: boolean('supplier_yes_no').notNull().default(false),
    b2bBuyerYesNo: boolean('b2b_buyer_yes_no').notNull().default(true),
    contractorYesNo: boolean('contractor_yes_no').notNull().default(false),
    recipientYesNo: boolean('recipient_yes_no').notNull().default(true),
    taxNumber: text('tax_number'),
    taxCountryName: text('tax_country_name'),
    registrationNumber: text('registration_number'),
    gln: text('gln'),
    email: text('email'),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    webAddress: text('web_address'),
    street: text('street'),
    city: text('city'),
    postalCode: text('postal_code'),
    countryName: text('country_name'),
    partnerStatus: text('partner_status'),
    partnerMark: text('partner_mark'),
    regionalSales: text('regional_sales'),
    targetGroup: text('target_group'),
    targetGroupSegment: text('target_group_segment'),
    partnerOrganisationUnit: text('partner_organisation_unit'),
    // SPEC §6: a partner is wholesale when WholesaleOrRepro equals 'Wholesale'.
    wholesaleOrRepro: text('wholesale_or_repro').$type<'Wholesale' | 'Repro'>(),
    abcCustomer: text('abc_customer'),
    partnerRank: text('partner_rank'),
    interestPercent: numeric('interest_percent', { precision: 7, scale: 3 }),
    insurance: text('insurance'),
    limitType: text('limit_type'),
    limitAmount: numeric('limit_amount', { precision: 14, scale: 2 }),
    // SPEC §4 Product price and stock: retail or MPC price mode follows this flag.
    mpcPrice: boolean('mpc_price').notNull().default(false),
    // SPEC §3: the ERP delivers Contacts as a JSON string; we keep it parsed.
    contacts: jsonb('contacts')
      .$type<PartnerContact[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    internalStatusState: text('internal_status_state'),
    internalStatusStatus: text('internal_status_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Decision 031: the agent's customer search by company name and partner number prefix,
    // and the list's order by company.
    index('partners_search_trgm_idx').using(
      'gin',
      sql`lower(public.f_unaccent(coalesce(${t.nameShort}, '') || ' ' || coalesce(${t.name1}, ''))) gin_trgm_ops`,
    ),
    index('partners_partner_no_pattern_idx').using('btree', sql`${t.partnerNo} text_pattern_ops`),
    index('partners_name_short_id_idx').on(t.nameShort, t.id),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lowercase so look-ups are a plain equality (the unique index serves them).
    email: text('email').notNull().unique(),
    // Null for users who only sign in through the external identity provider.
    passwordHash: text('password_hash'),
    ssoId: text('sso_id').unique(),
    b2bUserKisId: text('b2b_user_kis_id'),
    // Null for agents: they belong to no partner (SPEC §6).
    partnerId: integer('partner_id').references(() => partners.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => customerGroups.id),
    code: text('code'),
    label: text('label'),
    salutation: text('salutation'),
    title: text('title'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company'),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    city: text('city'),
    postal: text('postal'),
    state: text('state'),
    countryid: text('countryid').notNull().default('SI'),
    languageid: text('languageid').notNull().default('sl'),
    telephone: text('telephone'),
    telefax: text('telefax'),
    mobile: text('mobile'),
    website: text('website'),
    birthday: date('birthday'),
    // 1 active, 0 disabled, 2 invited (SPEC §3 User.status; decision 034).
    status: integer('status').notNull().default(1),
    // Decision 031: the customer search's words, lower-case and unaccented, kept by PostgreSQL.
    // Stored, so the trigram index's recheck compares text instead of unaccenting each candidate
    // row again (a broad word matches thousands: 59 → 9 ms for a page, PostgreSQL 15).
    searchKey: text('search_key').generatedAlwaysAs(
      sql`lower(public.f_unaccent(firstname || ' ' || lastname || ' ' || email))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_partner_id_idx').on(t.partnerId),
    // Decision 031: the customer search's words (modules/customer-list/repository.ts), and the
    // list's order within a partner.
    index('users_search_key_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    index('users_partner_id_name_idx').on(t.partnerId, t.lastname, t.firstname, t.id),
    index('users_group_id_idx').on(t.groupId),
    // Guards the lowercase convention so a mixed-case insert cannot create a second account.
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

// SPEC §3 "User properties: list of type/value pairs (newsletterConsent, b2bUserKisId)".
export const userProperties = pgTable(
  'user_properties',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    value: text('value'),
  },
  (t) => [unique('user_properties_user_id_type_unique').on(t.userId, t.type)],
);

// SPEC §7 GET /api/customer/settings, POST /api/customer/settings/{name} {value 1 or 0}.
export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: boolean('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

// Issue #13 settings: every change of a consent or preference, kept so the user can see when
// they gave or withdrew it (GDPR Art. 7(1): the shop must be able to show the consent).
export const settingChanges = pgTable(
  'setting_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: boolean('value').notNull(),
    // The agent who made the change while impersonating the user (SPEC §3 Impersonation).
    actingUserId: integer('acting_user_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('setting_changes_user_id_changed_at_idx').on(t.userId, t.changedAt)],
);

/** What a one-time link does when followed (issue #13). */
export type OneTimeLinkPurpose = 'password_reset' | 'invitation' | 'email_change';

// Issue #13: links sent by e-mail (password reset, invitation, e-mail change). Only the SHA-256
// of the token is stored; a link works once (used_at) and until expires_at.
export const oneTimeLinks = pgTable(
  'one_time_links',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<OneTimeLinkPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    // The user the link acts for (the invited user's row exists, pending, before it is used).
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The address the link was sent to (the new address, for an e-mail change).
    email: text('email').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_links_user_id_purpose_idx').on(t.userId, t.purpose)],
);

export const partnerAddresses = pgTable(
  'partner_addresses',
  {
    id: serial('id').primaryKey(),
    partnerAddressId: text('partner_address_id').notNull().unique(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    partnerNo: text('partner_no').notNull(),
    recordTypeId: text('record_type_id'),
    purpose: text('purpose').$type<'delivery' | 'payment'>().notNull(),
    // SPEC §4 Recipient selection: 0 = default delivery address, 1 = other delivery address.
    addressType: integer('address_type').notNull(),
    partnerAddressName1: text('partner_address_name1'),
    partnerAddressName2: text('partner_address_name2'),
    flags: text('flags'),
    gln: text('gln'),
    shippingStreet: text('shipping_street'),
    shippingCity: text('shipping_city'),
    shippingPostalCode: text('shipping_postal_code'),
    // SPEC §4 Payer: PartnerAddressStatus 1 marks the default payer.
    partnerAddressStatus: integer('partner_address_status'),
    internalPartnerAddressStatus: text('internal_partner_address_status'),
  },
  (t) => [index('partner_addresses_partner_id_purpose_idx').on(t.partnerId, t.purpose)],
);

/** Where an address change request stands (issue #13; decision 033). */
export type AddressChangeRequestStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';

// SPEC §7 POST /api/partner/address/request-create|update|delete: the change is a request
// someone at the retailer approves, so it is stored, not applied (decision 033).
export const addressChangeRequests = pgTable(
  'address_change_requests',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The agent who made the request while impersonating the user (SPEC §3 Impersonation).
    actingUserId: integer('acting_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'create' | 'update' | 'delete'>().notNull(),
    // The address changed or removed; for an approved create, the address it made.
    partnerAddressId: text('partner_address_id'),
    title: text('title'),
    address: text('address'),
    phone: text('phone'),
    // The body's `status` (SPEC §7): the PartnerAddressStatus asked for the address.
    requestedAddressStatus: integer('requested_address_status'),
    // The normalised address of a create, so a second pending request for it is refused.
    addressKey: text('address_key'),
    status: text('status').$type<AddressChangeRequestStatus>().notNull().default('pending'),
    // The retailer's note on its decision (why a request was rejected).
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When it was approved, rejected or withdrawn.
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('address_change_requests_partner_id_created_at_idx').on(t.partnerId, t.createdAt),
    // Issue #13: one pending request per address, and per new address; the database refuses a
    // duplicate even when two requests race.
    uniqueIndex('address_change_requests_pending_address_unique')
      .on(t.partnerId, t.partnerAddressId)
      .where(sql`${t.status} = 'pending' and ${t.partnerAddressId} is not null`),
    uniqueIndex('address_change_requests_pending_create_unique')
      .on(t.partnerId, t.addressKey)
      .where(sql`${t.status} = 'pending' and ${t.kind} = 'create'`),
    // The simulated retailer decides pending requests oldest first.
    index('address_change_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// SPEC §3 Special delivery location (site delivery); validation in SPEC §5.
export const specialDeliveryLocations = pgTable(
  'special_delivery_locations',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    post: integer('post').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('special_delivery_locations_partner_id_idx').on(t.partnerId)],
);

/** Why an impersonation ended (issue #13): stopped by the agent, or by a limit or a sign-out. */
export type ImpersonationEndReason = 'stopped' | 'idle' | 'max_length' | 'logout' | 'superseded';

// SPEC §3 Impersonation, §9 (ident length 64); issue #13 audit. The ident itself stays with the
// agent's browser: only its SHA-256 (64 hex characters) is stored, like refresh tokens.
export const impersonationSessions = pgTable(
  'impersonation_sessions',
  {
    id: serial('id').primaryKey(),
    ident: char('ident', { length: 64 }).notNull().unique(),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedUserId: integer('impersonated_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The customer's company at the time: its admins read the audit by it.
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    // Issue #13: the agent must say why, when starting.
    reason: text('reason').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    // Idle expiry: moved on by the session's requests (at most once a minute).
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    // The maximum length: the session ends here however busy it is.
    endsBy: timestamp('ends_by', { withTimezone: true }).notNull().defaultNow(),
    // When the app server took the visit's tokens into the agent's session (once only).
    exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<ImpersonationEndReason>(),
  },
  (t) => [
    index('impersonation_sessions_agent_user_id_idx').on(t.agentUserId),
    index('impersonation_sessions_impersonated_user_id_idx').on(t.impersonatedUserId),
    index('impersonation_sessions_partner_id_started_at_idx').on(t.partnerId, t.startedAt),
  ],
);

// Issue #13 audit: every state-changing call made while an agent acted for a customer. Written
// by the API only; no route changes or deletes it.
export const impersonationActions = pgTable(
  'impersonation_actions',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => impersonationSessions.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    // The route's pattern ('/api/orders/:id/reorder'), never the query or body.
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impersonation_actions_session_id_at_idx').on(t.sessionId, t.at)],
);

// Issue #13: the partners a sales agent serves. An agent finds and impersonates only their users.
export const agentPartners = pgTable(
  'agent_partners',
  {
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.agentUserId, t.partnerId] }),
    index('agent_partners_partner_id_idx').on(t.partnerId),
  ],
);

// Rotating refresh tokens (ARCHITECTURE.md "Sign-in"): only the SHA-256 of the token is
// stored; a reused token revokes its whole family.
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: uuid('replaced_by_id'),
    impersonationSessionId: integer('impersonation_session_id').references(
      () => impersonationSessions.id,
      {
        onDelete: 'cascade',
      },
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
    // Ending an impersonation revokes the tokens minted for it.
    index('refresh_tokens_impersonation_session_id_idx').on(t.impersonationSessionId),
  ],
);

// Sign-in sessions (issue #10 §2, docs/decisions/015): one row per sign-in, whose id is the
// access token's `sid` and the refresh-token family. Logout, refresh-token reuse and a disabled
// user end it here, so every instance refuses the session's cookie, access and refresh tokens
// (one primary-key lookup, remembered 500 ms, or up to 60 s while the instance hears the ends
// that migration 0023 signals: apps/api token/sessions.ts). Sessions of an external
// provider get a row only when they end (their id is the provider's `sid`).
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

// Failed sign-in counters (issue #10 §1, docs/decisions/015), shared by every instance: per
// client address, per account (keyed by a hash of the e-mail, so unknown e-mails count the
// same as known ones) and per known device. Only failures are counted.
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Locks in a row without a success: each doubles the next (progressive lock). */
  locks: integer('locks').notNull().default(0),
});
