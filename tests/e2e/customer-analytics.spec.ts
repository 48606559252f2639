import { expect, test, type Page } from '@playwright/test';
import { expectRestrictAccess, loginAs } from './support/auth';
import { CUSTOMERS_REFERENCE, CUSTOMER_ROWS, ageBand, type CustomerRow } from './support/customersDataset';
import { CONSUMERS, PERIOD, PRODUCTS, TICKETS, isLoyalty, itemTotal, ticketTotal, type ConsumerRow, type TicketRow } from './support/salesDataset';

/**
 * Clientes analytics pages (perfil demográfico, retenção, interesses) on the suite's own chain:
 * every figure checked here is computed below from the rows of support/customersDataset.ts and
 * support/salesDataset.ts with the rules of contracts/customers.md, never copied from the server.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const REFERENCE = CUSTOMERS_REFERENCE;
const MARCH = `de=${PERIOD.start}&ate=${PERIOD.end}`;
const YEAR = { start: '2025-04-01', end: REFERENCE };
const YEAR_QUERY = `de=${YEAR.start}&ate=${YEAR.end}`;

const round2 = (value: number) => Math.round(value * 100) / 100;
const profileOf = new Map(CUSTOMER_ROWS.map((row) => [row.document_no, row]));
const population = CONSUMERS.filter((consumer) => consumer.createdDay <= REFERENCE);
const loyaltyTickets = TICKETS.filter(isLoyalty);
const consumerByDocument = new Map(CONSUMERS.map((consumer) => [consumer.document_no, consumer]));

// --- demographic profile --------------------------------------------------------------------------

type Dimension = 'genders' | 'ageBands' | 'personTypes' | 'cities' | 'neighborhoods';

/** The group key of a consumer in a dimension, as the page's rows name them. */
function groupKey(dimension: Dimension, consumer: ConsumerRow): string {
  const profile: CustomerRow | undefined = profileOf.get(consumer.document_no);
  switch (dimension) {
    case 'genders':
      return profile && (profile.gender === 'F' || profile.gender === 'M') ? profile.gender : 'U';
    case 'ageBands': {
      const band = ageBand(profile?.birth_date ?? null, REFERENCE);
      return band === 'Não informado' ? 'NI' : band;
    }
    case 'personTypes':
      return consumer.person_type;
    case 'cities':
      return profile?.address.city_name ?? '';
    case 'neighborhoods':
      return `${profile?.address.neighborhood ?? ''}|${profile?.address.city_name ?? ''}`;
  }
}

function expectedGroups(dimension: Dimension) {
  const groups = new Map<string, { consumers: number; revenue: number; tickets: number }>();
  for (const consumer of population) {
    const key = groupKey(dimension, consumer);
    const bought = loyaltyTickets.filter((t) => t.document_no === consumer.document_no && t.day >= PERIOD.start && t.day <= PERIOD.end);
    const group = groups.get(key) ?? { consumers: 0, revenue: 0, tickets: 0 };
    group.consumers += 1;
    group.revenue = round2(group.revenue + bought.reduce((sum, t) => sum + ticketTotal(t), 0));
    group.tickets += bought.length;
    groups.set(key, group);
  }
  return groups;
}

async function cellValue(page: Page, scope: string, row: string, column: string): Promise<string | null> {
  const target = page.locator(`${scope} tr[data-row="${row}"] [data-column="${column}"]`);
  await expect(target).toBeVisible();
  return target.getAttribute('data-value');
}

test.describe('perfil demográfico', () => {
  test('counts every group of every dimension as the rows say', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/clientes/perfil-demografico?${MARCH}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil demográfico' })).toBeVisible();
    await expect(page.locator('[data-metric="NUM_CLIENTES"]').first()).toHaveAttribute('data-value', String(population.length));
    const marchRevenue = round2(
      loyaltyTickets.filter((t) => t.day >= PERIOD.start && t.day <= PERIOD.end && population.some((c) => c.document_no === t.document_no)).reduce((sum, t) => sum + ticketTotal(t), 0),
    );
    expect(Number(await page.locator('[data-metric="VAL_FATURAMENTO_FIDELIDADE"]').getAttribute('data-value'))).toBeCloseTo(marchRevenue, 2);
    for (const dimension of ['genders', 'ageBands', 'personTypes', 'cities', 'neighborhoods'] as const) {
      const expected = expectedGroups(dimension);
      const scope = `[data-dimension="${dimension}"]`;
      // fewer than 20 cities and neighbourhoods here: no "Outros" row
      await expect(page.locator(`${scope} tbody tr[data-row]`)).toHaveCount(
        dimension === 'genders' ? 3 : dimension === 'ageBands' ? 7 : dimension === 'personTypes' ? 2 : expected.size,
      );
      for (const [key, group] of expected) {
        const row = `${dimension}:${key}`;
        expect(Number(await cellValue(page, scope, row, 'NUM_CLIENTES')), row).toBe(group.consumers);
        expect(Number(await cellValue(page, scope, row, 'VAL_FATURAMENTO_FIDELIDADE')), row).toBeCloseTo(group.revenue, 2);
        expect(Number(await cellValue(page, scope, row, 'NUM_CUPONS_FIDELIDADE')), row).toBe(group.tickets);
      }
    }
  });

  test('selects consumers by registration store and keeps the filter in the address', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/clientes/perfil-demografico?${MARCH}&lojas=2&pessoa=F`);
    const expected = population.filter((consumer) => consumer.unit_id_erp === '2' && consumer.person_type === 'F').length;
    await expect(page.locator('[data-metric="NUM_CLIENTES"]').first()).toHaveAttribute('data-value', String(expected));
  });
});

// --- retention ------------------------------------------------------------------------------------

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** Each consumer's loyalty months up to the reference month. */
function loyaltyMonths(): Map<string, Set<string>> {
  const months = new Map<string, Set<string>>();
  for (const t of loyaltyTickets) {
    if (monthOf(t.day) > monthOf(REFERENCE)) continue;
    const set = months.get(t.document_no!) ?? new Set<string>();
    set.add(monthOf(t.day));
    months.set(t.document_no!, set);
  }
  return months;
}

function expectedCohort(cohort: string) {
  const members = [...loyaltyMonths().values()].filter((months) => [...months].sort()[0] === cohort);
  const span = monthIndex(monthOf(REFERENCE)) - monthIndex(cohort);
  return Array.from({ length: span + 1 }, (_, k) => members.filter((months) => [...months].some((m) => monthIndex(m) - monthIndex(cohort) === k)).length).map(
    (count) => ({ count, size: members.length }),
  );
}

test.describe('retenção', () => {
  test('shows a cohort row and the active and inactive lists as the rows say', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/clientes/retencao?${YEAR_QUERY}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Retenção' })).toBeVisible();
    for (const cohort of ['2025-04-01', '2025-09-01']) {
      const expected = expectedCohort(cohort);
      const row = page.locator(`tr[data-cohort="${cohort}"]`);
      await expect(row.locator('[data-metric="NUM_CLIENTES"]')).toHaveAttribute('data-value', String(expected[0].size));
      for (const [k, { count, size }] of expected.entries()) {
        const cell = row.locator(`[data-metric="PER_RETENCAO"][data-k="${k}"]`);
        await expect(cell, `${cohort} k=${k}`).toHaveAttribute('data-count', String(count));
        expect(Number(await cell.getAttribute('data-value'))).toBeCloseTo((count / size) * 100, 6);
      }
    }
    // activity on the reference date: last loyalty purchase within 60 days (the reference day included)
    const lastDay = new Map<string, string>();
    for (const t of loyaltyTickets) if (t.day <= REFERENCE && (lastDay.get(t.document_no!) ?? '') < t.day) lastDay.set(t.document_no!, t.day);
    const days = (day: string) => Math.round((Date.parse(REFERENCE) - Date.parse(day)) / 86_400_000);
    const active = [...lastDay.values()].filter((day) => days(day) < 60).length;
    const activeList = page.getByRole('region', { name: 'Clientes ativos' }).or(page.locator('section[aria-label="Clientes ativos"]')).first();
    await expect(page.locator('section[aria-label="Clientes ativos"] [data-metric="totalCount"]')).toHaveAttribute('data-value', String(active));
    await expect(page.locator('section[aria-label="Clientes inativos"] [data-metric="totalCount"]')).toHaveAttribute('data-value', String(lastDay.size - active));
    // the most recent purchase first, with the document unmasked for a user with PII access
    const latest = [...lastDay.entries()].sort((a, b) => b[1].localeCompare(a[1]) || a[0].localeCompare(b[0]))[0];
    const document = latest[0].length === 11 ? latest[0].replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4') : latest[0].replace(/(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})/, '$1.$2.$3/$4-$5');
    await expect(activeList.locator('tbody tr').first().locator('[data-column="document"]')).toHaveText(document);
    // a row opens the customer
    await activeList.locator('tbody tr').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/clientes\/detalhes-cliente\/[^/]+$/);
  });
});

// --- interests ------------------------------------------------------------------------------------

const departmentOf = new Map(PRODUCTS.map((product) => [product.sku, product.department]));

function expectedIndex(gender: 'F' | 'M' | 'U', department: string) {
  const inYear = loyaltyTickets.filter((t: TicketRow) => t.day >= YEAR.start && t.day <= YEAR.end);
  const genderOf = (document: string) => {
    const profile = profileOf.get(document);
    return profile && (profile.gender === 'F' || profile.gender === 'M') ? profile.gender : 'U';
  };
  let all = 0;
  let allDepartment = 0;
  let group = 0;
  let groupDepartment = 0;
  const buyers = new Set<string>();
  for (const t of inYear) {
    if (!consumerByDocument.has(t.document_no!)) continue;
    for (const item of t.items) {
      const total = itemTotal(item);
      const inDepartment = departmentOf.get(item[0]) === department;
      all += total;
      if (inDepartment) allDepartment += total;
      if (genderOf(t.document_no!) === gender) {
        group += total;
        if (inDepartment) {
          groupDepartment += total;
          buyers.add(t.document_no!);
        }
      }
    }
  }
  return { index: (groupDepartment / group / (allDepartment / all)) * 100, buyers: buyers.size };
}

test.describe('interesses', () => {
  test("gives the women's produce index and shows 'amostra pequena' under 30 buyers", async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/clientes/interesses/por-genero?${YEAR_QUERY}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Interesses por gênero' })).toBeVisible();
    const women = expectedIndex('F', 'Hortifruti');
    expect(women.buyers).toBeGreaterThanOrEqual(30);
    const index = await cellValue(page, '[data-group="F"]', 'F:Hortifruti', 'IDX_AFINIDADE');
    expect(Number(index)).toBeCloseTo(women.index, 6);
    const notInformed = expectedIndex('U', 'Hortifruti');
    expect(notInformed.buyers).toBeLessThan(30);
    await expect(page.locator('[data-group="U"] tr[data-row="U:Hortifruti"] [data-column="IDX_AFINIDADE"]')).toHaveText('amostra pequena');
    // a department opens its categories, in the address
    await page.locator('[data-group="F"]').getByRole('link', { name: 'Ver as categorias de Hortifruti' }).click();
    await expect(page).toHaveURL(/departamento=Hortifruti/);
    await expect(page.locator('[data-group="F"] tr[data-row="F:Frutas"]')).toBeVisible();
    // the root shows the gender view, with the three views as tabs
    await page.goto(`/clientes/interesses?${YEAR_QUERY}`);
    await expect(page.getByRole('link', { name: 'Por idade' })).toBeVisible();
    expect(Number(await cellValue(page, '[data-group="F"]', 'F:Hortifruti', 'IDX_AFINIDADE'))).toBeCloseTo(women.index, 6);
  });
});

// --- access -----------------------------------------------------------------------------------------

test.describe('who may open the pages', () => {
  test('an analyst without the Clientes pages is refused them', async ({ page }) => {
    await loginAs(page, 'analista');
    for (const path of ['/clientes/perfil-demografico', '/clientes/retencao', '/clientes/interesses/por-idade']) {
      await page.goto(path);
      await expectRestrictAccess(page);
    }
  });
});
