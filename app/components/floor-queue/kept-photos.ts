/**
 * Photos picked while the network is gone: compressed, then held here under an object URL that the form posts
 * as its `photo` field (and shows as the thumbnail) until the queue keeps the blob with the item and uploads it
 * at sending. A map, not a fetch of the URL: the CSP's connect-src does not take blob: URLs.
 */
const held = new Map<string, Blob>();

export function holdPhoto(photo: Blob) {
  const url = URL.createObjectURL(photo);
  held.set(url, photo);
  return url;
}

/** The held photo posted as `value`, or undefined for an uploaded photo's URL. */
export const heldPhoto = (value: FormDataEntryValue) => (typeof value === "string" ? held.get(value) : undefined);

export function releasePhoto(url: string) {
  if (held.delete(url)) URL.revokeObjectURL(url);
}
