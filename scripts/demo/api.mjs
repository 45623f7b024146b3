// The demo's HTTP client: plain fetch against the running server's public API, the same requests
// the admin app, the judges' tablets and the visitors' phones send, so the seeded show is one the
// server itself accepted (validation, vehicle-id series, recusals, voting codes) rather than rows
// written into the database. ok() throws with the status and the start of the answer, which is what
// a failed seeding or --check needs to say.

export function apiClient(base) {
  async function request(method, url, { token, json, form, headers = {} } = {}) {
    const h = { ...headers };
    if (token) h.authorization = `Bearer ${token}`;
    let body;
    if (form) body = form;
    else if (json !== undefined) {
      h['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
    const res = await fetch(base + url, { method, headers: h, body });
    const text = await res.text();
    let data = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, data };
  }
  async function ok(method, url, options) {
    const res = await request(method, url, options);
    if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.data).slice(0, 400)}`);
    return res.data;
  }
  // The list endpoints answer pages of 10 unless this header asks for every row.
  const all = { blnRemovePagination: 'true' };
  return {
    request,
    ok,
    all,
    async login(email, password) {
      return (await ok('POST', '/api/auth/token/', { json: { username: email, password } })).access;
    },
  };
}

/** A multipart body, as the admin app sends a judge with a photo or a vehicle with its pictures. */
export function multipart(fields, files = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const file of files) form.append(file.field, new Blob([file.bytes], { type: 'image/jpeg' }), file.name);
  return form;
}
