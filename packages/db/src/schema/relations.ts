// Drizzle relations for the relational query API (`db.query.users.findFirst({ with: … })`).
// They add no SQL constraints; the foreign keys live in the table modules.
import { relations } from 'drizzle-orm';
import { complaints, documents, notifications, wishlistProducts, wishlists } from './account.ts';
import {
  attributeOptions,
  attributes,
  categories,
  productAttributeOptions,
  products,
} from './catalog.ts';
import { basketLines, baskets, inquiryOffers, orderLines, orders, services } from './commerce.ts';
import {
  customerGroups,
  partnerAddresses,
  partners,
  specialDeliveryLocations,
  userProperties,
  userSettings,
  users,
} from './identity.ts';

export const customerGroupsRelations = relations(customerGroups, ({ many }) => ({
  users: many(users),
}));

export const partnersRelations = relations(partners, ({ many }) => ({
  users: many(users),
  addresses: many(partnerAddresses),
  specialDeliveryLocations: many(specialDeliveryLocations),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  partner: one(partners, { fields: [users.partnerId], references: [partners.id] }),
  group: one(customerGroups, { fields: [users.groupId], references: [customerGroups.id] }),
  properties: many(userProperties),
  settings: many(userSettings),
  wishlists: many(wishlists),
}));

export const userPropertiesRelations = relations(userProperties, ({ one }) => ({
  user: one(users, { fields: [userProperties.userId], references: [users.id] }),
}));

export const userSettingsRelations = relations(userSettings, ({ one }) => ({
  user: one(users, { fields: [userSettings.userId], references: [users.id] }),
}));

export const partnerAddressesRelations = relations(partnerAddresses, ({ one }) => ({
  partner: one(partners, { fields: [partnerAddresses.partnerId], references: [partners.id] }),
}));

export const specialDeliveryLocationsRelations = relations(specialDeliveryLocations, ({ one }) => ({
  partner: one(partners, {
    fields: [specialDeliveryLocations.partnerId],
    references: [partners.id],
  }),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.parentId],
    references: [categories.id],
    relationName: 'category_parent',
  }),
  children: many(categories, { relationName: 'category_parent' }),
  products: many(products),
}));

export const attributesRelations = relations(attributes, ({ many }) => ({
  options: many(attributeOptions),
}));

export const attributeOptionsRelations = relations(attributeOptions, ({ one, many }) => ({
  attribute: one(attributes, {
    fields: [attributeOptions.attributeId],
    references: [attributes.id],
  }),
  products: many(productAttributeOptions),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  attributeOptions: many(productAttributeOptions),
}));

export const productAttributeOptionsRelations = relations(productAttributeOptions, ({ one }) => ({
  product: one(products, {
    fields: [productAttributeOptions.productId],
    references: [products.id],
  }),
  option: one(attributeOptions, {
    fields: [productAttributeOptions.optionId],
    references: [attributeOptions.id],
  }),
}));

export const basketsRelations = relations(baskets, ({ one, many }) => ({
  user: one(users, { fields: [baskets.userId], references: [users.id] }),
  partner: one(partners, { fields: [baskets.partnerId], references: [partners.id] }),
  deliveryService: one(services, {
    fields: [baskets.deliveryServiceId],
    references: [services.id],
    relationName: 'basket_delivery_service',
  }),
  paymentService: one(services, {
    fields: [baskets.paymentServiceId],
    references: [services.id],
    relationName: 'basket_payment_service',
  }),
  lines: many(basketLines),
}));

export const basketLinesRelations = relations(basketLines, ({ one }) => ({
  basket: one(baskets, { fields: [basketLines.basketId], references: [baskets.id] }),
  product: one(products, { fields: [basketLines.productId], references: [products.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  partner: one(partners, { fields: [orders.partnerId], references: [partners.id] }),
  user: one(users, { fields: [orders.userId], references: [users.id], relationName: 'order_user' }),
  deliveryService: one(services, {
    fields: [orders.deliveryServiceId],
    references: [services.id],
    relationName: 'order_delivery_service',
  }),
  paymentService: one(services, {
    fields: [orders.paymentServiceId],
    references: [services.id],
    relationName: 'order_payment_service',
  }),
  lines: many(orderLines),
  offers: many(inquiryOffers),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderLines.productId], references: [products.id] }),
}));

export const inquiryOffersRelations = relations(inquiryOffers, ({ one }) => ({
  inquiry: one(orders, { fields: [inquiryOffers.orderId], references: [orders.id] }),
  partner: one(partners, { fields: [inquiryOffers.partnerId], references: [partners.id] }),
}));

export const complaintsRelations = relations(complaints, ({ one }) => ({
  partner: one(partners, { fields: [complaints.partnerId], references: [partners.id] }),
  user: one(users, { fields: [complaints.userId], references: [users.id] }),
  order: one(orders, { fields: [complaints.orderId], references: [orders.id] }),
  product: one(products, { fields: [complaints.productId], references: [products.id] }),
}));

export const documentsRelations = relations(documents, ({ one }) => ({
  partner: one(partners, { fields: [documents.partnerId], references: [partners.id] }),
  order: one(orders, { fields: [documents.orderId], references: [orders.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
}));

export const wishlistsRelations = relations(wishlists, ({ one, many }) => ({
  user: one(users, { fields: [wishlists.userId], references: [users.id] }),
  products: many(wishlistProducts),
}));

export const wishlistProductsRelations = relations(wishlistProducts, ({ one }) => ({
  wishlist: one(wishlists, { fields: [wishlistProducts.wishlistId], references: [wishlists.id] }),
  product: one(products, { fields: [wishlistProducts.productId], references: [products.id] }),
}));
