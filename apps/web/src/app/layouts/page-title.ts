/** What an admin route's `handle` carries: the page's name for the header bar (its English, marked with english()). */
export interface PageHandle {
  title: string;
}

/** Here, not beside the admin frame: the route table is in the sign-ins' bundle, the frame downloads after. */
export const pageTitle = (title: string): PageHandle => ({ title });

export const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string';
