// Exposed as `remote_shared/session`.
export {
  TOKEN_KEY,
  EXPIRATION_KEY,
  decodeToken,
  expirationFromToken,
  getTokenExpiration,
  isLoggedIn,
  endSessionIfExpired,
  getToken,
  handleLoginSuccess,
  logout,
  expireSession,
  getSessionUser,
  userFromToken,
  onSessionChange,
} from './session';
export type { SessionUser, SessionChangeReason } from './session';
