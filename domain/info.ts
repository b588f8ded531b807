/**
 * What the information pages rest on: the foundation's contact details as the info API sends
 * them, and the figures the terms of use and the privacy policy state (spec sections 1 and 9).
 */

/**
 * `GET /api/v1/info/contact`: the foundation that runs the registry, from the server's settings.
 * A detail the settings do not give is absent, and the contact page says it is not set yet:
 * never a made-up address a user might write to.
 */
export interface ContactDetails {
  organisation?: string;
  /** Street and number. */
  address?: string;
  postalCode?: string;
  city?: string;
  email?: string;
  phone?: string;
  /** When the foundation answers the phone. */
  hours?: string;
  dataProtectionOfficerEmail?: string;
}

/** Spec section 9: users must be at least this old. */
export const MINIMUM_USER_AGE = 18;

/** Spec section 9: material changes to the terms are announced this many days ahead. */
export const TERMS_CHANGE_NOTICE_DAYS = 30;
