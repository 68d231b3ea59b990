import type { FastifyRequest } from "fastify";
import { STAFF_ACTIONS } from "../../shared/staff/console-routes.ts";
import { STAFF_FILES_PATH } from "../../shared/staff/paths.ts";
import { can } from "../../shared/staff/roles.ts";
import { UPLOAD_FORM_MAX_BYTES, UPLOAD_MESSAGES } from "../../shared/uploads/upload-rules.ts";
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
 * The console's upload form is the one page form past the site's 32 KB body limit; only a person
 * signed in with the upload permission may send it, which is checked before the body is read.
 * The action checks everything again (anti-forgery token, intent) as for every console form.
 */
export function uploadFormLimit(staff: Staff): Record<string, LargeForm> {
  return {
    [STAFF_FILES_PATH]: {
      maxBytes: UPLOAD_FORM_MAX_BYTES,
      tooLargeMessage: UPLOAD_MESSAGES.formTooLarge,
      async mayPost(request) {
        const user = await staff.currentUser(fetchHeaders(request));
        return user !== undefined && can(user.role, STAFF_ACTIONS[STAFF_FILES_PATH].upload);
      },
    },
  };
}
