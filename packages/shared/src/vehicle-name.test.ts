import { describe, expect, it } from 'vitest';
import { vehicleName, vehicleNameOrRegistration } from './vehicle-name.ts';

describe('vehicleName', () => {
  it('is the brand and the model with one space between', () => {
    expect(vehicleName('Jaguar', 'E-Type')).toBe('Jaguar E-Type');
  });

  it('is whichever was given when the other is blank, missing or spaces', () => {
    expect(vehicleName('Jaguar', '')).toBe('Jaguar');
    expect(vehicleName(null, 'E-Type')).toBe('E-Type');
    expect(vehicleName('  ', 'E-Type')).toBe('E-Type');
    expect(vehicleName(' Jaguar ', undefined)).toBe('Jaguar');
  });

  it('is empty when neither was given', () => {
    expect(vehicleName('', ' ')).toBe('');
  });
});

describe('vehicleNameOrRegistration', () => {
  it('is the name, or the registration number when there is no name', () => {
    expect(vehicleNameOrRegistration({ brand: 'Jaguar', model: 'E-Type', registrationNo: 'AB12 CDE' })).toBe('Jaguar E-Type');
    expect(vehicleNameOrRegistration({ brand: '', model: null, registrationNo: 'AB12 CDE' })).toBe('AB12 CDE');
  });
});
