// Business constants and limits of SPEC §9, in one place.

export const BRAND_CODE = 'gradnik';

export const CATEGORY_PAGE_SIZE = 16;
export const SEARCH_PAGE_SIZE = 12;
export const TYPEAHEAD_SIZE = 5;
export const AUTOCOMPLETE_SIZE = 5;
export const SEARCH_CATALOG_STATUS = 1;
export const ACTIONS_PAGE_SIZE = 9;
export const ACTIONS_TOTAL = 120;
export const PROMO_LIST_MIN = 2;
export const PROMO_LIST_MAX = 10;

export const PRICING_CACHE_MS = 60_000;
export const ALERT_DURATION_MS = 3_000;
export const ALERT_WITH_LINK_DURATION_MS = 5_000;
export const ALERT_FADE_MS = 200;
export const SESSION_EXPIRY_MARGIN_MS = 10_000;
export const SESSION_CHECK_INTERVAL_MS = 500;
export const IMPERSONATION_COOKIE_CHECK_MS = 10_000;
/** SPEC §9: page reload guard 10 s, 1 s on impersonation exit. */
export const PAGE_RELOAD_GUARD_MS = 10_000;
export const IMPERSONATION_EXIT_RELOAD_MS = 1_000;
export const UNREAD_NOTIFICATIONS_POLL_MS = 20_000;
export const ONINPUT_DEBOUNCE_MS = 500;
export const TOOLTIP_DELAY_MS = 200;
export const POPOVER_DISPOSE_DELAY_MS = 150;

export const IMPERSONATION_IDENT_LENGTH = 64;
export const POSTAL_CODE_MIN = 1000;
export const POSTAL_CODE_MAX = 9999;
export const QUANTITY_DECIMALS = 3;
export const QUANTITY_MIN_DEFAULT = 0;
export const QUANTITY_MAX_DEFAULT = 10_000;

export const CURRENCY = 'EUR';
export const DEFAULT_UNIT = 'KOS';

export const PAYMENT_TYPE = 2;
export const DEFAULT_DELIVERY_CODE = 4;
export const STORE_PICKUP_DELIVERY_CODE = 5;
export const ZIP_SEQUENCE = '000';
export const TRUCK_LIFT_YES = 1;
export const TRUCK_LIFT_NO = 2;

export const CUSTOMER_LIST_PAGE_SIZE = 10;
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATIONS_PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 100] as const;

export const CENTRAL_WAREHOUSE_ID = 'CS';

/**
 * The retailer's general support in the contact side panel (SPEC §2 Contact 'Kontakt': phone,
 * e-mail and website; §9: the general support short number). SPEC gives no values: these are
 * the demo retailer's, the same as the seeded contact CMS page and footer
 * (docs/decisions/035-contact-panel-and-line-notes.md). A deployment replaces them here.
 */
export const SUPPORT_PHONE = '+386 1 560 40 00';
export const SUPPORT_SHORT_NUMBER = '080 12 34';
export const SUPPORT_EMAIL = 'info@gradnik.si';
export const SUPPORT_WEBSITE = 'https://www.gradnik.si';

/** SPEC §6: every user's default favourites list, which cannot be edited or deleted. */
export const DEFAULT_WISHLIST_NAME = 'Priljubljeni';
