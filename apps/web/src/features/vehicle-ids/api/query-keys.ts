const root = 'vehicle-ids';
const listsAll = [root, 'list'] as const;

/**
 * Query keys of the manage-vehicle-id page; a saved series refreshes that list and the categories
 * (`categoriesKeys`, src/api/categories.ts: other features read them too).
 */
export const vehicleIdKeys = {
  listsAll,
  list: (categoryId: number) => [...listsAll, categoryId] as const,
  qrCodes: (ids: readonly string[]) => [root, 'qr-codes', ...ids] as const,
};
