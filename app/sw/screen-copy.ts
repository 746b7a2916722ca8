/**
 * The worker's word to a staff page on how its screen was answered: by the network, or from the copy kept on the
 * phone (docs/design.md#the-staff-app-offline), and when that copy was made. Shared by the worker and the page,
 * without the globals of either.
 */

/** The worker's word on a screen's answer; `at` is the copy's time from its `Date` header, when it has one. */
export type ScreenAnswer = { type: typeof SCREEN_ANSWERED; address: string; copy: boolean; at: number | null };
export const SCREEN_ANSWERED = "screen-answered";

/**
 * A page's question once it has loaded: how was my document answered? Its document came before the page could
 * listen, so the worker keeps that word for it; later answers (React Router's data) it tells the page at once.
 */
export type ScreenQuestion = { type: typeof SCREEN_ASKED; address: string };
export const SCREEN_ASKED = "screen-asked";

const isMessage = (data: unknown, type: string): data is { type: string; address: string } =>
  typeof data === "object" &&
  data !== null &&
  (data as { type?: unknown }).type === type &&
  typeof (data as { address?: unknown }).address === "string";

export const isScreenAnswer = (data: unknown): data is ScreenAnswer => isMessage(data, SCREEN_ANSWERED);
export const isScreenQuestion = (data: unknown): data is ScreenQuestion => isMessage(data, SCREEN_ASKED);

/** A kept answer's time, from the `Date` header the server sent with it. */
export function copyTime(date: string | null) {
  const at = date ? Date.parse(date) : NaN;
  return Number.isNaN(at) ? null : at;
}
