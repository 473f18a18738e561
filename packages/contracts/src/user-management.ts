// The company admin's user management (issue #13 "Users"; SPEC §7 GET /api/customer/groups;
// the change calls are our own paths, decision 032). Each change answers the user's row in the
// shape of GET /api/customer (customer-list.ts), so the list can show it as it is.
import { z } from 'zod';
import { customerListItemSchema } from './customer-list.ts';
import { idParamSchema } from './ids.ts';

/** The groups a company user can have (never the agent's group). */
export const customerGroupSchema = z.object({
  id: z.string(),
  label: z.string(),
  code: z.enum(['customer_admin', 'customer_employee']),
});
export type CustomerGroup = z.infer<typeof customerGroupSchema>;

/** GET /api/customer/groups */
export const customerGroupsResponseSchema = z.object({ data: z.array(customerGroupSchema) });
export type CustomerGroupsResponse = z.infer<typeof customerGroupsResponseSchema>;

/** The user's id in the path of every change call. */
export const managedUserParamsSchema = z.object({ id: idParamSchema }).strict();

/** POST /api/customer/{id}/role */
export const changeRoleBodySchema = z
  .object({ group: z.enum(['customer_admin', 'customer_employee']) })
  .strict();
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;

/** POST /api/customer/{id}/role | deactivate | reactivate: the user's row after the change. */
export const managedUserResponseSchema = z.object({
  data: customerListItemSchema,
  /** false when the user already was so (the call is idempotent, decision 032). */
  changed: z.boolean(),
});
export type ManagedUserResponse = z.infer<typeof managedUserResponseSchema>;
