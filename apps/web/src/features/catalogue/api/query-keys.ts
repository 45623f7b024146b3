const root = 'catalogue';
const parametersAll = [root, 'parameters'] as const;

/**
 * Query keys of the catalogue's parameter lists. The vehicle types and the categories are read by
 * other features as well: their keys are `vehicleTypesKeys` and `categoriesKeys` (src/api/). A
 * type's counts change when its parameters or categories do, so those mutations refresh the types too.
 */
export const catalogueKeys = {
  parametersAll,
  parameters: (vehicleTypeId: number) => [...parametersAll, vehicleTypeId] as const,
};
