/** The game form's image texts (exact, as users must see them) and limits, shared by the uploader and the server. */

export const NOT_AN_IMAGE = "The file given is not an image";
/** The compression library's other refusal, shown in its own words as the spec shows both. */
export const NOT_A_FILE = "The file given is not an instance of Blob or File";
export const UPLOAD_FAILED = "Failed to upload one or more images. Please try again.";
export const REMOVE_FAILED = "Failed to remove image. Please try again.";
/** A staff member may throw away only their own unsaved uploads; a manager anyone's. */
export const NOT_YOUR_UPLOAD = "Only the staff member who uploaded this image, or a manager, can remove it.";
/** Before the browser compresses it (a phone photo is 3-12 MB); the server refuses anything larger. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const TOO_LARGE = "That image is larger than 15 MB. Choose a smaller photo.";
/** What the browser compresses each photo to before uploading it. */
export const COMPRESSION = { maxSizeMB: 1, maxWidthOrHeight: 1920 } as const;
