/** The `code` of a Node or library error ('ENOENT', 'FST_REQ_FILE_TOO_LARGE'…), or '' when it has none. */
export const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
