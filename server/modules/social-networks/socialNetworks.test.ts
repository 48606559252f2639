import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import { normaliseProfileUrl } from './service';

const LOAD = '{ socialNetworks { network url show_in_app show_in_hotsite show_in_email updated_by } }';
const SAVE = 'mutation($input: UpdateSocialNetworksInput!) { updateSocialNetworks(input: $input) { profiles { network url show_in_app show_in_hotsite show_in_email updated_by } } }';
const everywhere = { show_in_app: true, show_in_hotsite: true, show_in_email: true };

describe('social profile addresses', () => {
  it('keeps https addresses of the network and turns handles, bare hosts and WhatsApp numbers into addresses', () => {
    expect(normaliseProfileUrl('instagram', '@bom.preco')).toEqual({ url: 'https://www.instagram.com/bom.preco' });
    expect(normaliseProfileUrl('tiktok', '@bompreco')).toEqual({ url: 'https://www.tiktok.com/@bompreco' });
    expect(normaliseProfileUrl('facebook', 'facebook.com/bompreco')).toEqual({ url: 'https://facebook.com/bompreco' });
    expect(normaliseProfileUrl('youtube', 'http://m.youtube.com/@bompreco')).toEqual({ url: 'https://m.youtube.com/@bompreco' });
    expect(normaliseProfileUrl('whatsapp', '(71) 99999-0000')).toEqual({ url: 'https://wa.me/5571999990000' });
    expect(normaliseProfileUrl('whatsapp', '+55 71 3333-0000')).toEqual({ url: 'https://wa.me/557133330000' });
    expect(normaliseProfileUrl('site', 'www.bompreco.com.br')).toEqual({ url: 'https://www.bompreco.com.br/' });
  });

  it('refuses what cannot be a profile of the network, in pt-BR', () => {
    expect(normaliseProfileUrl('instagram', 'https://www.facebook.com/bompreco')).toEqual({ error: 'O endereço deve ser de instagram.com.' });
    expect(normaliseProfileUrl('instagram', 'https://instagram.com.evil.example/x')).toEqual({ error: 'O endereço deve ser de instagram.com.' });
    expect(normaliseProfileUrl('site', 'javascript:alert(1)')).toEqual({ error: 'O endereço deve começar com https://.' });
    expect(normaliseProfileUrl('site', 'https://user:senha@bompreco.com.br')).toEqual({ error: 'Endereço inválido.' });
    expect(normaliseProfileUrl('whatsapp', '9999')).toEqual({ error: 'Número de WhatsApp inválido: use DDD e número, por exemplo (71) 99999-0000.' });
    expect(normaliseProfileUrl('linkedin', '@bompreco')).toEqual({ error: 'Informe o endereço completo do perfil (https://…).' });
    expect(normaliseProfileUrl('site', '   ')).toEqual({ error: 'Informe o endereço do perfil.' });
  });
});

describe('social networks: the chain’s profiles, read and saved by who may open /configuracoes/redes-sociais', () => {
  let server: TestServer;
  let gerente: TestClient;
  let analista: TestClient;
  let franqueador: TestClient;
  let franqueado: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    analista = await signedIn(server, 'analista@bompreco.com.br');
    franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    franqueado = await signedIn(server, 'franqueado@maisfeira.com.br');
  });
  afterAll(() => server.close());

  it('reads the demo profiles of the session account, in the networks’ order', async () => {
    const { data } = await gerente.gql(LOAD);
    expect(data!.socialNetworks.map((p: { network: string }) => p.network)).toEqual(['instagram', 'facebook', 'whatsapp', 'site']);
    expect(data!.socialNetworks[1]).toMatchObject({ url: 'https://www.facebook.com/supermercadosbompreco', show_in_email: false, updated_by: 'gerente@bompreco.com.br' });
    expect((await franqueador.gql(LOAD)).data!.socialNetworks).toEqual([
      { network: 'instagram', url: 'https://www.instagram.com/redemaisfranquias', ...everywhere, updated_by: 'franqueador@redemais.com.br' },
    ]);
  });

  it('saves the whole set: normalised, networks left out removed, who saved it recorded', async () => {
    const { data, errors } = await gerente.gql(SAVE, {
      input: {
        profiles: [
          { network: 'instagram', url: '@bompreco.oficial', ...everywhere },
          { network: 'tiktok', url: 'tiktok.com/@bompreco', ...everywhere, show_in_email: false },
          { network: 'whatsapp', url: '(71) 98888-7777', ...everywhere, show_in_app: false },
        ],
      },
    });
    expect(errors).toBeUndefined();
    expect(data!.updateSocialNetworks.profiles).toEqual([
      { network: 'instagram', url: 'https://www.instagram.com/bompreco.oficial', ...everywhere, updated_by: 'gerente@bompreco.com.br' },
      { network: 'tiktok', url: 'https://tiktok.com/@bompreco', ...everywhere, show_in_email: false, updated_by: 'gerente@bompreco.com.br' },
      { network: 'whatsapp', url: 'https://wa.me/5571988887777', ...everywhere, show_in_app: false, updated_by: 'gerente@bompreco.com.br' },
    ]);
    expect((await gerente.gql(LOAD)).data!.socialNetworks).toHaveLength(3);
    // another chain's profiles are untouched
    expect((await franqueador.gql(LOAD)).data!.socialNetworks).toHaveLength(1);
  });

  it('refuses a bad address naming the profile, and keeps the saved set', async () => {
    const before = (await gerente.gql(LOAD)).data!.socialNetworks;
    const { errors } = await gerente.gql(SAVE, {
      input: { profiles: [{ network: 'instagram', url: '@ok', ...everywhere }, { network: 'facebook', url: 'https://instagram.com/x', ...everywhere }] },
    });
    expect(errors![0].message).toBe('Campo "profiles.1.url": O endereço deve ser de facebook.com ou fb.com.');
    expect(errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'profiles.1.url' });
    const twice = await gerente.gql(SAVE, { input: { profiles: [{ network: 'site', url: 'a.com.br', ...everywhere }, { network: 'site', url: 'b.com.br', ...everywhere }] } });
    expect(twice.errors![0].extensions).toMatchObject({ field: 'profiles.1.network' });
    expect((await gerente.gql(LOAD)).data!.socialNetworks).toEqual(before);
  });

  it('refuses users without the page and franchisees (the page is hidden for them)', async () => {
    for (const client of [analista, franqueado]) {
      const read = await client.gql(LOAD);
      expect(read.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN' });
      const write = await client.gql(SAVE, { input: { profiles: [] } });
      expect(write.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
