/** Addresses of the staff console, built in one place for links, redirects and tests. */
export const STAFF_PATH = "/staff";
export const STAFF_SIGN_IN_PATH = "/staff/sign-in";
export const STAFF_ACCOUNT_PATH = "/staff/account";
export const STAFF_USERS_PATH = "/staff/users";
export const STAFF_AUDIT_PATH = "/staff/audit";
/** The console-wide search across every content kind the person may edit (issue 31). */
export const STAFF_SEARCH_PATH = "/staff/search";
/** Uploaded PDFs and images (issue 15): the list, the upload form and its POST. */
export const STAFF_FILES_PATH = "/staff/files";
/** The content editors' on-the-spot upload: the files page's upload, answered in JSON. */
export const STAFF_FILE_UPLOAD_PATH = "/staff/files/upload";
export const STAFF_PASSWORD_RESET_PATH = "/staff/password-reset";
/** Where better-auth's own endpoints (the passkey ceremonies) are served. */
export const STAFF_AUTH_BASE_PATH = "/staff/auth";

const STAFF_INVITATION_PATH = "/staff/invitation";

export function invitationHref(token: string): string {
  return `${STAFF_INVITATION_PATH}/${token}`;
}

/** Addresses whose next segment is a one-time secret (the database keeps only its hash). */
export const SECRET_BEARING_PATHS = [STAFF_INVITATION_PATH, STAFF_PASSWORD_RESET_PATH] as const;

export function passwordResetHref(token: string): string {
  return `${STAFF_PASSWORD_RESET_PATH}/${token}`;
}

/** The sign-in page, remembering where to go back to (only a staff address). */
export function signInHref(returnTo?: string): string {
  return returnTo && isStaffReturnPath(returnTo)
    ? `${STAFF_SIGN_IN_PATH}?next=${encodeURIComponent(returnTo)}`
    : STAFF_SIGN_IN_PATH;
}

/** A return address from the query is followed only when it is a path inside the console. */
export function isStaffReturnPath(value: string): boolean {
  return /^\/staff(\/[A-Za-z0-9/_-]*)?(\?[^\s]*)?$/.test(value) && !value.startsWith("//");
}

/** Any address of the console (pages, their data requests, its auth endpoints). */
export function isStaffUrl(url: string): boolean {
  return /^\/staff(?:[/?.]|$)/.test(url);
}
