import { describe, expect, it } from 'vitest';
import type { JudgeVehicle } from '../stores/judge-store';
import { byVehicleId } from './get-judge-vehicles';

const vehicle = (strUniqueId: string | null, strBrandName = 'Ford'): JudgeVehicle => ({
  intVehicleId: Math.floor(Math.random() * 1e6),
  intEventId: 1,
  strUniqueId,
  strBrandName,
  strModelName: 'Model A',
  intCategoryId: 1,
  strCategoryName: 'Classics',
  intVehicleTypeId: 1,
  strImage: null,
});

describe('the order of the judge’s vehicle list', () => {
  it('follows the windscreen ids numerically, vehicles without an id last by name', () => {
    const sorted = [vehicle('SS10'), vehicle(null, 'Zephyr'), vehicle('SS2'), vehicle(null, 'Austin'), vehicle('AB1')].sort(byVehicleId);
    expect(sorted.map((v) => v.strUniqueId ?? v.strBrandName)).toEqual(['AB1', 'SS2', 'SS10', 'Austin', 'Zephyr']);
  });
});
