import type { FastifyRequest } from "fastify";
import { STAFF_ACTIONS } from "#shared/staff/console-routes.ts";
import { STAFF_FILE_UPLOAD_PATH, STAFF_FILES_PATH } from "#shared/staff/paths.ts";
import { can } from "#shared/staff/roles.ts";
import { UPLOAD_FORM_MAX_BYTES, UPLOAD_MESSAGES } from "#shared/uploads/upload-rules.ts";
import type { LargeForm } from "../http/page-requests.ts";
import type { Staff } from "../staff/staff.ts";

function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

/**
 * The console's upload forms (the files page's, and the content editor's on-the-spot upload) are the
 * page forms past the site's 32 KB body limit; only a person signed in with the upload permission
 * may send one, which is checked before the body is read. The action checks everything again
 * (anti-forgery token, intent) as for every console form.
 */
export function uploadFormLimit(staff: Staff): Record<string, LargeForm> {
  const limit = (path: typeof STAFF_FILES_PATH | typeof STAFF_FILE_UPLOAD_PATH): LargeForm => ({
    maxBytes: UPLOAD_FORM_MAX_BYTES,
    tooLargeMessage: UPLOAD_MESSAGES.formTooLarge,
    async mayPost(request) {
      const user = await staff.currentUser(fetchHeaders(request));
      return user !== undefined && can(user.role, STAFF_ACTIONS[path].upload);
    },
  });
  return {
    [STAFF_FILES_PATH]: limit(STAFF_FILES_PATH),
    [STAFF_FILE_UPLOAD_PATH]: limit(STAFF_FILE_UPLOAD_PATH),
  };
}
