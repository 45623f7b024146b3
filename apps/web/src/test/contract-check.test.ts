import { describe, expect, it } from 'vitest';
import { takeContractViolations } from './contract-check';
import { stubFetch } from './render-app';
import { categoryRow } from './rows';

const category = categoryRow(5);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('test fakes are held to the API contract', () => {
  it('lets through a request and answer the contract describes', async () => {
    stubFetch(() => json({ data: [category] }));
    await fetch('/api/vehicle/vehicle-category/?page=1');
    expect(takeContractViolations()).toEqual([]);
  });

  it('flags an answer without a field the server always sends', async () => {
    const { strVehicleTypeTitle: _dropped, ...partial } = category;
    stubFetch(() => json({ data: [partial] }));
    await fetch('/api/vehicle/vehicle-category/');
    expect(takeContractViolations()).toEqual([
      expect.stringMatching(/^GET \/api\/vehicle\/vehicle-category\/ → 200: answer data\.0\.strVehicleTypeTitle/),
    ]);
  });

  it('flags a body the server would refuse, and an error body of another shape', async () => {
    stubFetch(() => json({ message: 42 }, 404));
    await fetch('/api/vehicle/vehicle-category/5/', { method: 'PUT', body: JSON.stringify({ intVehicleType: 'cars' }) });
    const breaches = takeContractViolations();
    expect(breaches).toHaveLength(2);
    expect(breaches[0]).toMatch(/^PUT \/api\/vehicle\/vehicle-category\/5\/: body intVehicleType/);
    expect(breaches[1]).toMatch(/^PUT \/api\/vehicle\/vehicle-category\/5\/ → 404: answer detail/);
  });

  it('checks a fixed path against its own entry, not against a :param path it also fits', async () => {
    // GET /api/vehicle/unique-id/ fits GET /api/vehicle/:id/ too; the server routes it to the ids list.
    stubFetch(() => json({ data: [{ strUniqueId: 'A1' }] }));
    await fetch('/api/vehicle/unique-id/?intCategoryId=5');
    expect(takeContractViolations()).toEqual([expect.stringMatching(/^GET \/api\/vehicle\/unique-id\/ → 200: answer data\.0\./)]);
  });

  it('flags a call the contract does not name', async () => {
    stubFetch(() => json({ data: [] }));
    await fetch('/api/vehicle-categories/');
    await fetch('/api/vehicle/vehicle-category/', { method: 'PATCH', body: '{}' });
    expect(takeContractViolations()).toEqual([
      'GET /api/vehicle-categories/: not a call of the contract',
      'PATCH /api/vehicle/vehicle-category/: not a call of the contract',
    ]);
  });

  it('leaves alone a test that opts out to call made-up paths', async () => {
    stubFetch(() => json({ anything: true }), { contract: false });
    await fetch('/api/vehicle/vehicle-category/');
    expect(takeContractViolations()).toEqual([]);
  });
});
