const root = 'catalogue';
const parametersAll = [root, 'parameters'] as const;

/**
 * Query keys of the catalogue lists. Mutations invalidate through these: a type's counts change when
 * its parameters or categories do, so those mutations refresh the type list too. The categories are
 * read by other features as well: their keys are `categoriesKeys` (src/api/categories.ts).
 */
export const catalogueKeys = {
  vehicleTypes: [root, 'vehicle-types'] as const,
  parametersAll,
  parameters: (vehicleTypeId: number) => [...parametersAll, vehicleTypeId] as const,
};
