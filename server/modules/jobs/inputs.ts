import { array, refine, size } from 'superstruct';
import { email } from '../../validation';

/** 1 to 10 distinct valid e-mails. */
export const recipients = refine(size(array(email()), 1, 10), 'destinatarios', (list) => new Set(list.map((e) => e.trim().toLowerCase())).size === list.length || 'tem e-mails repetidos');
