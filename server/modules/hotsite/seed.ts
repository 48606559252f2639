import sharp from 'sharp';
import type { FileStore } from '../../files';
import type { OperationalStore } from '../../stores';
import { storeImage } from '../uploads';
import { defaultHotsiteSettings, type HotsiteSettings } from '../../../src/shared/lib/hotsite-settings';
import { addSlot, publish, saveVersion } from './service';

/** The demo chain's terms of use (version 1), accepted on its sign-up site. */
export const DEMO_TERMS_TEXT = `Termos de uso do Clube Bom Preço

1. O clube é gratuito e pessoal. Para participar, informe dados verdadeiros.
2. Usamos seus dados para identificar suas compras, oferecer descontos e, se você autorizar, enviar ofertas pelos canais escolhidos.
3. Você pode pedir a correção ou a exclusão dos seus dados a qualquer momento (LGPD, art. 18).`;

const banner = (width: number, height: number, fill: string, text: string, size: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${fill}"/><text x="50%" y="58%" text-anchor="middle" font-family="sans-serif" font-size="${size}" font-weight="bold" fill="#ffffff">${text}</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

/**
 * The demo's sign-up site on Bom Preço (/cadastro/bompreco/clube): version 1 the defaults, version 2
 * in the chain's red with its banner, form image and logo, published; version 3, a new headline, saved
 * as the preview and not published (the builder shows "alterações não publicadas"). Also the chain's terms, version 1. An
 * account that already has a slot is left alone.
 */
export async function seedDemoHotsite(db: OperationalStore, files: FileStore, account: { id: string; key: string }, editor: { id: string | null; login: string }): Promise<boolean> {
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from hotsite_slots where account_id = $1', [account.id]);
  if (n > 0) return false;
  await db.query(`insert into terms_versions (account_id, version, text) values ($1, 1, $2) on conflict (account_id, version) do nothing`, [account.id, DEMO_TERMS_TEXT]);
  const store = async (fileName: string, content: Buffer) => (await storeImage(db, files, { accountId: account.id, userId: editor.id, purpose: 'hotsite-image', fileName, content })).url;
  const [home, form, logo] = await Promise.all([
    banner(1200, 320, '#C8102E', 'Clube Bom Preço: ofertas toda semana', 48).then((png) => store('banner-clube.png', png)),
    banner(600, 600, '#8A0B20', 'Cadastre-se', 64).then((png) => store('cadastro.png', png)),
    banner(240, 96, '#C8102E', 'Bom Preço', 34).then((png) => store('logo-bompreco.png', png)),
  ]);
  const settings: HotsiteSettings = defaultHotsiteSettings('#C8102E');
  settings.assets.images.home = { desktop: home, tablet: home, smartphone: home };
  settings.assets.images.form = { desktop: form, tablet: form, smartphone: form };
  settings.assets.images.finish = { desktop: '', tablet: '', smartphone: '', logo };
  settings.assets.colors.home.background = '#FFF8F0';
  settings.assets.colors.form.toolbar = '#8A0B20';
  settings.assets.colors.finish.main = '#8A0B20';
  settings.assets.colors.legalFooter.background = '#3D0610';
  settings.texts.headline = 'Cadastre-se no Clube Bom Preço e economize em toda compra';
  const slot = await addSlot(db, { id: account.id, key: account.key, brand_color: '#C8102E' }, 'Clube Bom Preço', 'clube', editor);
  const first = await db.transaction((tx) => saveVersion(tx, account.id, slot.id, settings, { facebook_pixel_id: null, google_analytics_id: null, signup_tag: 'demo' }, editor, null));
  await publish(db, account.id, slot.id, first.id);
  const draft = structuredClone(settings);
  draft.texts.headline = 'Black Friday no Clube Bom Preço: cadastre-se e ganhe 10% na primeira compra';
  await db.transaction((tx) => saveVersion(tx, account.id, slot.id, draft, { facebook_pixel_id: null, google_analytics_id: null, signup_tag: 'demo' }, editor, null));
  return true;
}
