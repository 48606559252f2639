import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { RestError, SessionExpiredError, configureApi, downloadCsv, fetchGraphQL, restRequest } from './index';
import { createFakeFetch, json } from './testing/fakeFetch';
import type { FakeHandler, FakeResponseInit } from './testing/fakeFetch';
import { filenameFromContentDisposition } from './rest';

const REFRESH = 'RefreshSessionMutation';
const REFRESHED = json({ data: { refreshSession: { sessionExpiresAt: '2026-11-22T12:00:00Z' } } });

function setup(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  const onSessionExpired = jest.fn<() => void>();
  const onMaintenance = jest.fn<(date: string | null) => void>();
  configureApi({ onSessionExpired, onMaintenance, fetchFn: fake.fetchFn });
  const refreshCalls = () => fake.calls.filter((call) => call.operationName === REFRESH).length;
  const restCalls = () => fake.calls.filter((call) => call.url.startsWith('/api/'));
  return { ...fake, onSessionExpired, onMaintenance, refreshCalls, restCalls };
}

/** REST answers `stale` until a refresh went through, then `fresh`. */
function staleUntilRefresh(stale: FakeResponseInit, fresh: FakeResponseInit, refresh: FakeResponseInit = REFRESHED): FakeHandler {
  let refreshed = false;
  return (call) => {
    if (call.operationName === REFRESH) {
      refreshed = refresh === REFRESHED;
      return refresh;
    }
    return refreshed ? fresh : stale;
  };
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('restRequest', () => {
  it('GETs with credentials included and resolves with the parsed JSON', async () => {
    const api = setup(() => json({ total: 12 }));

    await expect(restRequest<{ total: number }>('GET', '/api/kpis/customers')).resolves.toEqual({ total: 12 });
    expect(api.calls[0]).toMatchObject({ url: '/api/kpis/customers', method: 'GET', credentials: 'include', body: null });
    expect(api.calls[0].headers).toMatchObject({ accept: 'application/json', processinguuid: '' });
    expect(api.calls[0].headers['x-device-fingerprint']).toEqual(expect.any(String));
  });

  it('sends a JSON body with its content type on POST, PUT and DELETE', async () => {
    const api = setup(() => json({ ok: true }));

    await restRequest('POST', '/api/comparisons', { units: [1, 2] });
    await restRequest('PUT', '/api/users_api/users/u1', { name: 'Ana' });
    await restRequest('DELETE', '/api/campaigns_api/campaigns/c1');

    expect(api.calls.map((call) => call.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(api.calls[0].body).toEqual({ units: [1, 2] });
    expect(api.calls[0].headers['content-type']).toBe('application/json');
    expect(api.calls[2].headers).not.toHaveProperty('content-type');
  });

  it('keeps caller headers from init and resolves undefined for an empty body', async () => {
    const api = setup(() => ({ status: 204 }));

    await expect(restRequest('DELETE', '/api/segments/s1', undefined, { headers: { 'X-Trace': 't1' } })).resolves.toBeUndefined();
    expect(api.calls[0].headers['x-trace']).toBe('t1');
  });

  it('refreshes once on 403 and retries the REST call', async () => {
    const api = setup(staleUntilRefresh({ status: 403, body: null }, json({ users: [] })));

    await expect(restRequest('GET', '/api/users_api/users')).resolves.toEqual({ users: [] });
    expect(api.refreshCalls()).toBe(1);
    expect(api.restCalls()).toHaveLength(2);
    expect(api.onSessionExpired).not.toHaveBeenCalled();
  });

  it('goes to expired session when the REST retry gets 403 again', async () => {
    const api = setup(staleUntilRefresh({ status: 403, body: null }, { status: 403, body: null }));

    await expect(restRequest('GET', '/api/users_api/users')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(api.refreshCalls()).toBe(1);
    expect(api.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("refreshes once for a REST body error 'Acesso não autorizado'", async () => {
    const api = setup(staleUntilRefresh(json({ error: 'Acesso não autorizado' }, 401), json({ ok: true })));

    await expect(restRequest('GET', '/api/kpis/revenue')).resolves.toEqual({ ok: true });
    expect(api.refreshCalls()).toBe(1);
  });

  it('rejects a forbidden 403 with the body message and no refresh', async () => {
    const body = { error: 'forbidden', message: 'Você não tem permissão para exportar clientes.' };
    const api = setup(() => ({ status: 403, body }));

    const request = restRequest('GET', '/api/segmentation_api/v2/export');

    await expect(request).rejects.toBeInstanceOf(RestError);
    await expect(request).rejects.toMatchObject({ status: 403, body, message: body.message });
    expect(api.refreshCalls()).toBe(0);
  });

  it('stores expected_recovery_date and calls onMaintenance on 406', async () => {
    const api = setup(() => ({ status: 406, body: { expected_recovery_date: '2026-11-23T08:00:00-03:00' } }));

    await expect(restRequest('GET', '/api/kpis/revenue')).rejects.toMatchObject({ status: 406 });
    expect(window.localStorage.getItem('expected_recovery_date')).toBe('2026-11-23T08:00:00-03:00');
    expect(api.onMaintenance).toHaveBeenCalledWith('2026-11-23T08:00:00-03:00');
  });

  it('rejects other statuses with RestError carrying status and parsed body, message from the body when present', async () => {
    setup((call) =>
      call.url.endsWith('/with-message')
        ? { status: 422, body: { message: 'Data final anterior à inicial.' } }
        : { status: 500, body: { error: 'internal' } },
    );

    await expect(restRequest('POST', '/api/with-message', {})).rejects.toMatchObject({
      status: 422,
      message: 'Data final anterior à inicial.',
    });
    await expect(restRequest('GET', '/api/plain')).rejects.toMatchObject({
      status: 500,
      message: '500',
      body: { error: 'internal' },
    });
  });

  it('goes to expired session without a refresh for invalid.session', async () => {
    const api = setup(() => json({ error: 'invalid.session' }, 401));

    await expect(restRequest('GET', '/api/kpis/revenue')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(api.refreshCalls()).toBe(0);
    expect(api.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between REST and GraphQL calls failing together', async () => {
    let refreshed = false;
    const api = setup((call) => {
      if (call.operationName === REFRESH) {
        refreshed = true;
        return REFRESHED;
      }
      if (!refreshed) return call.url === '/graphql' ? json({ data: null, errors: [{ message: 'session.expired' }] }) : { status: 403 };
      return call.url === '/graphql' ? json({ data: { a: 1 } }) : json({ b: 2 });
    });

    const [rest, graphql] = await Promise.all([
      restRequest('GET', '/api/kpis/revenue'),
      fetchGraphQL('query AQuery { a }', {}, 'AQuery'),
    ]);

    expect(rest).toEqual({ b: 2 });
    expect(graphql).toEqual({ data: { a: 1 } });
    expect(api.refreshCalls()).toBe(1);
  });
});

// jsdom's Blob has no text(): read it the way older browsers do.
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('downloadCsv', () => {
  let clicked: Array<{ href: string; download: string }>;
  let blobs: Blob[];

  beforeEach(() => {
    clicked = [];
    blobs = [];
    // jsdom has neither object URLs nor downloads: record what the browser would be asked to do.
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    };
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const csv = 'nome;total\nAna;10\n';

  it('downloads the CSV under the given filename', async () => {
    const api = setup(() => ({ status: 200, body: csv, headers: { 'content-type': 'text/csv; charset=utf-8' } }));

    await downloadCsv('/api/kpis/customers.csv', { filename: 'clientes.csv' });

    expect(api.calls[0]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'clientes.csv' }]);
    await expect(readBlob(blobs[0])).resolves.toBe(csv);
  });

  it('POSTs the body and takes the name from Content-Disposition when none is given', async () => {
    const api = setup(() => ({
      status: 200,
      body: csv,
      headers: { 'content-type': 'text/csv', 'content-disposition': "attachment; filename*=UTF-8''relat%C3%B3rio.csv" },
    }));

    await downloadCsv('/api/segmentation_api/v2/export', { method: 'POST', body: { segmentId: 's1' } });

    expect(api.calls[0]).toMatchObject({ method: 'POST', body: { segmentId: 's1' } });
    expect(clicked[0].download).toBe('relatório.csv');
  });

  it('refreshes once on 403 and then downloads', async () => {
    const api = setup(
      staleUntilRefresh({ status: 403, body: null }, { status: 200, body: csv, headers: { 'content-type': 'text/csv' } }),
    );

    await downloadCsv('/api/kpis/customers.csv');

    expect(api.refreshCalls()).toBe(1);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('relatorio.csv');
  });

  it('rejects with RestError and downloads nothing on 500', async () => {
    setup(() => ({ status: 500, body: { message: 'Falha ao gerar o arquivo.' } }));

    await expect(downloadCsv('/api/kpis/customers.csv')).rejects.toMatchObject({
      status: 500,
      message: 'Falha ao gerar o arquivo.',
    });
    expect(clicked).toHaveLength(0);
  });

  it('calls onMaintenance on 406', async () => {
    const api = setup(() => ({ status: 406, body: { expected_recovery_date: null } }));

    await expect(downloadCsv('/api/kpis/customers.csv')).rejects.toBeInstanceOf(RestError);
    expect(api.onMaintenance).toHaveBeenCalledWith(null);
  });
});

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="vendas.csv"', 'vendas.csv'],
    ['attachment; filename=vendas.csv', 'vendas.csv'],
    ["attachment; filename=\"x.csv\"; filename*=UTF-8''a%C3%A7%C3%A3o.csv", 'ação.csv'],
    ['inline', null],
    [null, null],
  ])('reads %p as %p', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });
});
