import crypto from 'node:crypto';
import type { Queryable } from '../../stores';

/** Characters of a coupon code: no 0/O, 1/I/L, so a code read aloud or typed at the till is not mistaken. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Shortest and longest code a person may choose. */
export const CODE_MIN = 4;
export const CODE_MAX = 20;
/** Length of generated codes (31^8 ≈ 8.5 × 10¹¹ codes). */
export const GENERATED_CODE_LENGTH = 8;
/** Length of the per-consumer codes issued at planning (31^10: collisions are retried anyway). */
export const UNIQUE_CODE_LENGTH = 10;

const FORMAT = new RegExp(`^[${CODE_ALPHABET}]{${CODE_MIN},${CODE_MAX}}$`);

/** A code as the till and the database compare it: trimmed, upper case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** The pt-BR problem with a code's format, or null when it is well formed. */
export function codeFormatProblem(code: string): string | null {
  const value = normalizeCode(code);
  if (value.length < CODE_MIN || value.length > CODE_MAX) return `O código deve ter de ${CODE_MIN} a ${CODE_MAX} caracteres.`;
  if (!FORMAT.test(value)) return 'Código inválido: use letras e números, sem 0, O, 1, I e L.';
  return null;
}

/** A random code of the alphabet (crypto-random, unbiased). */
export function randomCode(length = GENERATED_CODE_LENGTH): string {
  let code = '';
  while (code.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      // 248 = 8 × 31: bytes above it are dropped so every character is equally likely
      if (byte < 248 && code.length < length) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

/**
 * Whether a code is taken in the account: a live benefit's shared code (drafts included) or a
 * consumer's unique code of any benefit. `exceptBenefitId` lets a benefit keep its own code.
 */
export async function codeInUse(db: Queryable, accountId: string, code: string, exceptBenefitId: string | null = null): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    `select exists (select 1 from benefits where account_id = $1 and code = $2 and deleted_at is null
                      and status in ('DRAFT', 'SCHEDULED', 'ACTIVE') and ($3::uuid is null or id <> $3))
         or exists (select 1 from benefit_coupons where account_id = $1 and code = $2) as taken`,
    [accountId, normalizeCode(code), exceptBenefitId],
  );
  return row.taken;
}

/** A generated code no coupon of the account uses. */
export async function freeRandomCode(db: Queryable, accountId: string, length = GENERATED_CODE_LENGTH): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = randomCode(length);
    if (!(await codeInUse(db, accountId, code))) return code;
  }
  throw new Error('não foi possível gerar um código livre');
}

/**
 * Issues a unique code to every recipient of a benefit's delivery that has none yet, in the planning
 * transaction: random codes made in SQL (one per row), a collision with another code skipped by the
 * unique index and retried until every recipient has one.
 */
export async function issueUniqueCodes(tx: Queryable, accountId: string, benefitId: string, documents: { campaignId: string; slot: string }): Promise<number> {
  let issued = 0;
  for (let round = 0; round < 10; round += 1) {
    const rows = await tx.query<{ n: number }>(
      `with missing as (
         select distinct d.document_no from campaign_deliveries d
          where d.campaign_id = $3 and d.slot = $4 and d.status = 'QUEUED'
            and not exists (select 1 from benefit_coupons c where c.benefit_id = $2 and c.document_no = d.document_no)
       ), coded as (
         select m.document_no,
                (select string_agg(substr($5, 1 + floor(random() * length($5))::int, 1), '')
                   from generate_series(1, $6::int) g where m.document_no is not null) as code
           from missing m
       ), written as (
         insert into benefit_coupons (account_id, benefit_id, code, document_no)
         select $1, $2, code, document_no from coded
          where not exists (select 1 from benefits b where b.account_id = $1 and b.code = coded.code)
         on conflict do nothing
         returning 1)
       select count(*)::int as n from written`,
      [accountId, benefitId, documents.campaignId, documents.slot, CODE_ALPHABET, UNIQUE_CODE_LENGTH],
    );
    issued += rows[0].n;
    const [left] = await tx.query<{ n: number }>(
      `select count(*)::int as n from campaign_deliveries d where d.campaign_id = $2 and d.slot = $3 and d.status = 'QUEUED'
          and not exists (select 1 from benefit_coupons c where c.benefit_id = $1 and c.document_no = d.document_no)`,
      [benefitId, documents.campaignId, documents.slot],
    );
    if (left.n === 0) break;
  }
  return issued;
}
