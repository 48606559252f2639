import { describe, expect, it } from '@jest/globals';
import { PERSONAS } from '@/shared/config/testing/personas';
import { quickActionsFor } from './quickActions';

const paths = (who: keyof typeof PERSONAS) => quickActionsFor(PERSONAS[who]).map((action) => action.path);

describe('quick actions per subject', () => {
  it('gives the account manager every creation shortcut its modules allow', () => {
    expect(paths('gerente')).toEqual([
      '/campanhas/sms/nova',
      '/campanhas/email/nova',
      '/campanhas/whatsapp/nova',
      '/campanhas/aplicativo/nova',
      '/clientes/segmentacao/nova',
      '/mobile/banners/novo',
      '/campanhas/gestao-ofertas/nova',
      '/campanhas/cupom-desconto/nova',
      '/mobile/sorteios/novo',
    ]);
  });

  it('gives the analyst only what its permissions open (SMS campaigns)', () => {
    expect(paths('analista')).toEqual(['/campanhas/sms/nova']);
  });

  it('gives a franchisee the banner shortcut only when its franchisor switched banners on', () => {
    expect(paths('franqueado')).toContain('/mobile/banners/novo');
    const withoutBanners = { ...PERSONAS.franqueado, franchiseePermissions: { ...PERSONAS.franqueado.franchiseePermissions, banners_mobile: false } };
    expect(quickActionsFor(withoutBanners).map((a) => a.path)).not.toContain('/mobile/banners/novo');
  });

  it('gives promotions-only users the industry pages instead of creation shortcuts', () => {
    expect(paths('promo')).toEqual(['/industria/resultados-gerais', '/industria/ofertas-trade/propostas', '/industria/sms-trade']);
  });

  it('gives nothing to a user who may open none of them', () => {
    const nobody = { ...PERSONAS.analista, user: { ...PERSONAS.analista.user, pages: ['empresa/*'] } };
    expect(quickActionsFor(nobody)).toEqual([]);
  });
});
