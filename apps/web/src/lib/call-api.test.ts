import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { categoriesApi } from '@showgrid/shared/contract/categories';
import { vehicleIdsApi } from '@showgrid/shared/contract/vehicle-ids';
import { jsonResponse, stubFetch } from '../test/render-app';
import { callApi } from './api-client';
import { ApiError } from './api-errors';
import { categoryRow } from '../test/rows';

const classics = categoryRow(5);

describe('callApi: a call as its contract entry describes it', () => {
  it('fills the path from params, sends the method and body, and answers the parsed success', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ data: { ...classics, strInternal: 'not in the contract' } }));
    const answer = await callApi(categoriesApi.update, { params: { id: 5 }, body: { strVehicleCategoryName: 'Classics' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/vehicle/vehicle-category/5/');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ strVehicleCategoryName: 'Classics' });
    // Parsed by the entry's schema: what the contract does not name does not reach the page.
    expect(answer).toEqual({ data: classics });
  });

  it('refuses an answer the contract does not describe instead of handing it to the page', async () => {
    stubFetch(() => jsonResponse({ data: { id: 'five' } }), { contract: false });
    await expect(callApi(categoriesApi.one, { params: { id: 5 } })).rejects.toBeInstanceOf(ZodError);
  });

  it('answers a file entry with the Blob the server sent', async () => {
    stubFetch(() => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    const file = await callApi(vehicleIdsApi.cards, { params: { id: 5 } });
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
  });

  it('answers null for a 204 and throws ApiError with the server message on a refusal', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(callApi(categoriesApi.remove, { params: { id: 5 } })).resolves.toBeNull();
    stubFetch(() => jsonResponse({ detail: 'Category is used by 2 vehicles.' }, 409));
    await expect(callApi(categoriesApi.remove, { params: { id: 5 } })).rejects.toEqual(
      expect.objectContaining({ status: 409, firstMessage: 'Category is used by 2 vehicles.' }),
    );
    await expect(callApi(categoriesApi.remove, { params: { id: 5 } })).rejects.toBeInstanceOf(ApiError);
  });
});
