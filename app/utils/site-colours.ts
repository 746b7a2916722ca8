/** The browser's colours around the site: the phone's bar (the header's ink) and an installed app's splash. */
export const THEME_COLOUR = "#12112a";
export const BACKGROUND_COLOUR = "#ffffff";
