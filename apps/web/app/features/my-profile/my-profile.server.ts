// "My profile" (issue #13; SPEC §3 User) for the profile page's loader: the user's own document
// from GET /jsonapi/customer (contracts/customer.ts), reduced to what the section shows.
import { customerDocumentSchema } from '@gradnik/contracts/customer';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { fetchDocument } from '../../lib/shop-document.server';
import { CUSTOMER_PATH, profileFromAttributes, type MyProfile } from './my-profile-view';

/** The signed-in user's profile; null when the API has no document for them. */
export type MyProfileData = MyProfile | null;

/** Throws SessionRejectedError on 401 (the route signs the user in again), an Error on 5xx. */
export async function loadMyProfile(api: ShopApi, locale: Locale): Promise<MyProfileData> {
  const document = await fetchDocument(api, locale, CUSTOMER_PATH, customerDocumentSchema);
  return document ? profileFromAttributes(document.data.attributes) : null;
}
