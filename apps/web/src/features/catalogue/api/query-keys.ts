const root = 'catalogue';
const parametersAll = [root, 'parameters'] as const;
const categoriesAll = [root, 'categories'] as const;

/**
 * Query keys of the catalogue lists. Mutations invalidate through these: a type's counts change when
 * its parameters or categories do, so those mutations refresh the type list too.
 */
export const catalogueKeys = {
  vehicleTypes: [root, 'vehicle-types'] as const,
  parametersAll,
  parameters: (vehicleTypeId: number) => [...parametersAll, vehicleTypeId] as const,
  categoriesAll,
  categories: (page: number) => [...categoriesAll, { page }] as const,
};
