import { createContext } from "react-router";
import type { OrderPageServices } from "#server/orders/order-page.ts";
import type { PaymentServices } from "#server/payments/services.ts";
import type { ShopServices } from "#server/shop/shop.ts";
import type { StaffServices } from "#server/staff/services.ts";
import type { SubmissionServices } from "#server/submissions/services.ts";

/*
 * What the running server hands routes (server/index.ts builds them), under
 * these context keys: routes never open the database or read the
 * environment themselves. Each service, and its types, lives beside its
 * code in server/; they are re-exported here, as types only (nothing of
 * server/ reaches a bundle), for the routes that use them.
 */

/** What the HTTP layer knows of the request that React Router's Request does not carry. */
export interface ClientInfo {
  /** The client's address, behind a trusted local proxy if there is one. */
  ip: string | null;
}

export const staffServicesContext = createContext<StaffServices>();
export const submissionServicesContext = createContext<SubmissionServices>();
export const shopServicesContext = createContext<ShopServices>();
export const orderPageServicesContext = createContext<OrderPageServices>();
export const paymentServicesContext = createContext<PaymentServices>();
export const clientInfoContext = createContext<ClientInfo>();

export type { OrderPageServices } from "#server/orders/order-page.ts";
export type { ProofAnswerOutcome } from "#server/orders/proofs.ts";
export type { PaymentServices, PayOutcome } from "#server/payments/services.ts";
export type { MoveOrderOutcome } from "#server/orders/stages.ts";
export type {
  AddDesignOutcome,
  NewDesign,
  PlaceOrderOutcome,
  ShopServices,
} from "#server/shop/shop.ts";
export type { AcceptInvite } from "#server/staff/accept-invite.ts";
export type { DeliveryCount } from "#server/staff/dashboard.ts";
export type { OpenInvite } from "#server/staff/invites.ts";
export type { StaffOrder } from "#server/staff/order-desk.ts";
export type { PasskeyPrompt, PasskeySummary } from "#server/staff/passkeys.ts";
export type { StaffServices } from "#server/staff/services.ts";
export type { StaffSession } from "#server/staff/sessions.ts";
export type { SignInOutcome, StaffClient } from "#server/staff/sign-in.ts";
export type { StoredFile } from "#server/stored-file.ts";
export type {
  ArtworkLink,
  FileFormReading,
  RecordOutcome,
  SubmissionInput,
  SubmissionServices,
} from "#server/submissions/services.ts";
