/**
 * The chain's social profiles (/configuracoes/redes-sociais): the networks and the one rule for a
 * profile's address, used by the form as the user types and by the server before saving
 * (server/modules/social-networks).
 */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok', 'youtube', 'x', 'linkedin', 'whatsapp', 'site'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const isSocialNetwork = (value: string): value is SocialNetwork => (SOCIAL_NETWORKS as readonly string[]).includes(value);

export interface SocialProfile {
  network: SocialNetwork;
  url: string;
  show_in_app: boolean;
  show_in_hotsite: boolean;
  show_in_email: boolean;
}

/** Hosts a profile's address may have, per network ('site': any). */
const HOSTS: Record<Exclude<SocialNetwork, 'site'>, readonly string[]> = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
  x: ['x.com', 'twitter.com'],
  linkedin: ['linkedin.com'],
  whatsapp: ['wa.me', 'whatsapp.com', 'api.whatsapp.com'],
};

/** A handle typed instead of an address ("@bompreco") becomes the network's profile address. */
const HANDLE_URL: Partial<Record<SocialNetwork, (handle: string) => string>> = {
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
  x: (handle) => `https://x.com/${handle}`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
};

/**
 * The profile's address as stored: https, no spaces; a handle (`@perfil`) turned into the network's
 * address; a WhatsApp number (with or without mask, DDI optional) into a wa.me link. Returns the pt-BR
 * reason when the text cannot be a profile of that network.
 */
export function normaliseProfileUrl(network: SocialNetwork, text: string): { url: string } | { error: string } {
  const value = text.trim();
  if (!value) return { error: 'Informe o endereço do perfil.' };
  if (value.length > 300) return { error: 'Endereço longo demais (máximo de 300 caracteres).' };
  if (network === 'whatsapp' && /^[\d\s()+-]+$/.test(value)) {
    let digits = value.replace(/\D/g, '');
    if (digits.length === 10 || digits.length === 11) digits = `55${digits}`;
    if (digits.length < 12 || digits.length > 13) return { error: 'Número de WhatsApp inválido: use DDD e número, por exemplo (71) 99999-0000.' };
    return { url: `https://wa.me/${digits}` };
  }
  const handle = /^@([A-Za-z0-9._-]{1,60})$/.exec(value);
  if (handle) {
    const build = HANDLE_URL[network];
    if (!build) return { error: 'Informe o endereço completo do perfil (https://…).' };
    return { url: build(handle[1]) };
  }
  let parsed: URL;
  try {
    // a scheme is kept (and refused below unless http/https); a bare host gets https
    parsed = new URL(/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value) ? value : `https://${value}`);
  } catch {
    return { error: 'Endereço inválido.' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { error: 'O endereço deve começar com https://.' };
  if (parsed.username || parsed.password) return { error: 'Endereço inválido.' };
  const host = parsed.hostname.toLowerCase();
  if (!host.includes('.')) return { error: 'Endereço inválido.' };
  if (network !== 'site') {
    const allowed = HOSTS[network];
    if (!allowed.some((domain) => host === domain || host.endsWith(`.${domain}`))) {
      return { error: `O endereço deve ser de ${allowed.join(' ou ')}.` };
    }
  }
  parsed.protocol = 'https:';
  return { url: parsed.toString() };
}
