/** Name of the honeypot field: people never see or fill it; simple bots do. */
export const HONEYPOT_FIELD = "website_url";
