/**
 * Body limit of the JSON routes that carry a base64 image (category and event icons): an 8 MiB
 * image grows by a third in base64, plus the other fields. Every other JSON route keeps 1 MiB.
 */
export const IMAGE_BODY_LIMIT = 12 * 1024 * 1024;
