import { array, boolean, integer, nullable, object, optional, refine, size, string } from 'superstruct';
import { email, plainText, requiredText } from '../../validation';

const digits = (min: number, max: number) =>
  refine(string(), 'digitos', (v) => (/^\d+$/.test(v) && v.length >= min && v.length <= max) || `deve ter de ${min} a ${max} dígitos (com DDD)`);
const httpsUrl = () =>
  refine(size(string(), 1, 400), 'url', (v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' && url.hostname.includes('.')) || 'deve ser um endereço https://';
    } catch {
      return 'deve ser um endereço https://';
    }
  });

/** UpdateHotsiteCustomerConfiguration's input (the app configuration of spec §3, whole). */
export const updateAppConfigurationArgs = object({
  input: object({
    contacts: object({
      phones: size(array(digits(10, 11)), 0, 5),
      emails: size(array(email()), 0, 5),
      whatsapp: size(array(digits(10, 13)), 0, 5),
    }),
    hotsite_links: size(array(object({ name: requiredText(60), url: httpsUrl() })), 0, 10),
    password_recovery_channels: refine(object({ sms: boolean(), email: boolean() }), 'canais', (v) => v.sms || v.email || 'escolha ao menos um canal'),
    enable_delete_data_requests: boolean(),
    enable_delete_partial_data_requests: boolean(),
    enable_whatsapp_link: boolean(),
    whatsapp_link: optional(nullable(plainText(400))),
    enable_apps: boolean(),
  }),
});

const criterion = () => object({ bought: optional(nullable(integer())), not_bought: optional(nullable(integer())) });

/** updateCbmConfiguration's input. */
export const updateCbmConfigurationArgs = object({
  input: object({
    recency_criteria: object({ actives: criterion(), recent_inactives: criterion(), at_risk: criterion(), losses: criterion() }),
  }),
});

export { httpsUrl };
