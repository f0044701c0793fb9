/*
 * The staff console's tables (issue 19, 32): people, their sign-ins and
 * sessions, the audit log, and the leads' states. DatabaseSchema (schema.ts)
 * lists them with the rest.
 */

/** Someone who works in the staff console (app/domain/staff.ts). */
export interface StaffTable {
  id: string;
  email: string;
  name: string;
  role: string;
  /** argon2id PHC string; null for someone who signs in with passkeys only. */
  password_hash: string | null;
  /** Base32 TOTP secret, set with the password. */
  totp_secret: string | null;
  /** The time step of the last code accepted: a code is good once. */
  totp_last_step: number | null;
  created_at: number;
  removed_at: number | null;
}

export interface StaffPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  staff_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** Comma-separated transports the authenticator named. */
  transports: string;
  label: string;
  created_at: number;
  last_used_at: number | null;
}

export interface StaffInvitesTable {
  /** SHA-256 (hex) of the link's token. */
  token_hash: string;
  email: string;
  role: string;
  invited_by: string | null;
  /** The authenticator secret offered on the link's page, until a password is chosen. */
  totp_secret: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface StaffSessionsTable {
  /** SHA-256 (hex) of the cookie's session id. */
  id_hash: string;
  staff_id: string;
  /** The token every console form carries (decisions.md). */
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
  ip: string | null;
  /** The passkey it signed in with; null for a password. */
  passkey_id: string | null;
}

/** A browser that has signed in to an account (server/staff/devices.ts). */
export interface StaffDevicesTable {
  /** SHA-256 (hex) of the device cookie's token. */
  token_hash: string;
  staff_id: string;
  created_at: number;
  last_used_at: number;
}

export interface AuthChallengesTable {
  id: string;
  challenge: string;
  created_at: number;
}

export interface SignInFailuresTable {
  /** "account:<e-mail>", "address:<client>" or "device:<id>". */
  key: string;
  at: number;
  /** The attempt that wrote it (one attempt writes a row per key it counts against). */
  attempt: string;
}

export interface AuditLogTable {
  id: string;
  at: number;
  staff_id: string | null;
  staff_email: string;
  action: string;
  subject: string;
  /** JSON of what changed. */
  detail: string;
  ip: string | null;
}

/** Every lead (a lead form's submission) from the moment it is taken in, as staff work it. */
export interface LeadStatesTable {
  submission_id: string;
  /** The submission's kind and time, copied here so lists and counts read one index. */
  kind: string;
  received_at: number;
  status: string;
  note: string;
  updated_at: number;
  updated_by: string | null;
}
