/**
 * @portal/api — the HTTP contract of the customer portal: endpoint descriptors (zod/mini schemas),
 * the typed client and the OpenAPI document. Safe to import in Node (no React); the SWR hooks live in
 * the `@portal/api/react` entry. Every export is named here by hand (architecture.md, style rule 1).
 */

export type { ApiClient, ApiClientOptions, CallOptions, SessionSource } from './client/api-client';
export { createApiClient } from './client/api-client';
// Client
export type { ApiErrorDetails } from './client/api-error';
export { ApiError, isAbortError, isApiError } from './client/api-error';
export { fetchTransport } from './client/fetch-transport';
export type { Transport, TransportRequest, TransportResponse, UploadProgress } from './client/transport';
export { xhrTransport } from './client/xhr-transport';
// Descriptor machinery
export type {
  AuthLevel,
  BodyKind,
  Endpoint,
  EndpointBody,
  EndpointBodyOutput,
  EndpointConfig,
  EndpointInput,
  EndpointParams,
  EndpointParamsOutput,
  EndpointQuery,
  EndpointQueryOutput,
  EndpointResponse,
  HttpMethod,
  ObjectSchema,
  ResponseKind,
  Schema,
} from './endpoint';
export { defineEndpoint } from './endpoint';
export type { TokenBody } from './endpoints/auth/token';
export { postToken, tokenEndpoint } from './endpoints/auth/token';
export { postTokenLogout, tokenLogoutEndpoint } from './endpoints/auth/token-logout';
export { postTokenRefresh, tokenRefreshEndpoint } from './endpoints/auth/token-refresh';
// Auth
export type { TokenResponse } from './endpoints/auth/token-response';
export { TokenResponseSchema } from './endpoints/auth/token-response';
// Reports
export type { LoginHistoryRecord, UserHistoryPage, UserHistoryQuery } from './endpoints/reports/user-history';
export {
  getUserHistory,
  LoginHistoryRecordSchema,
  userHistoryEndpoint,
} from './endpoints/reports/user-history';
export { activateEndpoint } from './endpoints/user/activate';
export type { Customer, CustomerQuery } from './endpoints/user/customer';
export { CustomerSchema, customerEndpoint, getCustomer } from './endpoints/user/customer';
export { NewPasswordSchema, postResetPassword, resetPasswordEndpoint } from './endpoints/user/reset-password';
export {
  postSendResetPasswordEmail,
  sendResetPasswordEmailEndpoint,
} from './endpoints/user/send-reset-password-email';
// User
export type { SignUpBody } from './endpoints/user/sign-up';
export { postSignUp, SignUpBodySchema, signUpEndpoint } from './endpoints/user/sign-up';
export type { TicketBody } from './endpoints/user/ticket';
export { postTicket, TicketBodySchema, ticketEndpoint } from './endpoints/user/ticket';
export type { UserList, UserListQuery } from './endpoints/user/user-list';
export { getUserList, ListedUserSchema, UserListSchema, userListEndpoint } from './endpoints/user/user-list';
// Error and outcome bodies
export type { ErrorBody, ErrorIssue, MessageBody } from './schemas/error-body';
export {
  ErrorBodySchema,
  errorBody,
  genericCodeForStatus,
  MessageBodySchema,
  messageBody,
  statusOfCode,
} from './schemas/error-body';
export { endpointUrl, fillPath, joinUrl, queryString } from './url';
export type { EndpointInputResult, ParsedEndpointInput, RawEndpointInput } from './validate';
export { parseEndpointInput, parseEndpointResponse, toIssues } from './validate';
