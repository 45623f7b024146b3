const root = 'vehicle-ids';
const listsAll = [root, 'list'] as const;

/** Query keys of the manage-vehicle-id page; a saved series refreshes the categories and that list. */
export const vehicleIdKeys = {
  categories: [root, 'categories'] as const,
  listsAll,
  list: (categoryId: number) => [...listsAll, categoryId] as const,
  qrCodes: (ids: readonly string[]) => [root, 'qr-codes', ...ids] as const,
};
