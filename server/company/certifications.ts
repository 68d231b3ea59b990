import certifications from "../../content/company/certifications.json" with { type: "json" };

/**
 * The quality certifications page in English (spec 2.7): its content file, which the console does not
 * edit, so it changes only with a deployment and the build holds it, as the legal texts.
 */
export const CERTIFICATIONS = certifications;
