// Fills a migrated database for the money reports bench: 100,000 invoices and credit notes over
// three years between 50 providers and 20 companies, and 20,000 purchase orders. The measured
// provider issued a tenth of the invoices; the measured super admin's group (two locations)
// received a tenth of them. Set-based statements (insert ... select generate_series).
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { createPasswordHasher } from '../../apps/server/src/lib/passwords.ts';

export const reportsProvider = { username: 'bench_reports_provider', password: 'Bench-pass-2026!' };
export const reportsAdmin = { username: 'bench_reports_admin', password: 'Bench-pass-2026!' };

export const reportsSize = { invoices: 100_000, creditNotes: 2_000, orders: 20_000, companies: 20 };
const providerCount = 50;
const topicCount = 20;
const departments = ['Sales', 'Operations', 'IT', 'HR', 'Finance', 'Marketing'];
const categories = ['leadership', 'sales', 'safety', 'it', 'languages'];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (items: string[]) => `array[${items.map(literal).join(', ')}]`;
const intArray = (items: number[]) => `array[${items.join(', ')}]::int[]`;

async function execute(handle: DatabaseHandle, statement: string): Promise<void> {
  if (handle.driver === 'pglite') await handle.client.exec(statement);
  else await handle.pool.query(statement);
}

async function ids(handle: DatabaseHandle, statement: string): Promise<number[]> {
  const result =
    handle.driver === 'pglite'
      ? await handle.client.query<{ id: number }>(statement)
      : await handle.pool.query<{ id: number }>(statement);
  return result.rows.map((row) => Number(row.id));
}

/** A billing snapshot built in SQL from a name expression. */
const party = (name: string) =>
  `jsonb_build_object('legalName', ${name}, 'street', 'Via Roma 1', 'postalCode', '20100', 'city', 'Milano', 'province', 'MI', 'country', 'IT', 'vatId', 'IT01234567890', 'taxCode', null, 'sdiCode', '0000000', 'pec', null, 'email', null)`;

export async function fillReportsData(handle: DatabaseHandle) {
  await execute(
    handle,
    `insert into companies (slug, name, kind, country)
     select 'bench-rep-' || g, 'Bench Company ' || g, 'company', 'IT'
     from generate_series(1, ${reportsSize.companies}) g`,
  );
  const companies = await ids(
    handle,
    `select id from companies where slug like 'bench-rep-%' order by id`,
  );
  // The first two companies are one group's two locations.
  await execute(
    handle,
    `update companies set parent_id = ${companies[0]} where id = ${companies[1]}`,
  );
  const hash = await createPasswordHasher().hash(reportsAdmin.password);
  await execute(
    handle,
    `insert into users (username, email, password_hash, first_name, last_name, service_type, active_company_id)
     values (${literal(reportsAdmin.username)}, 'bench_reports_admin@example.com', ${literal(hash)}, 'Rita', 'Admin', 'seeker', ${companies[0]}),
            (${literal(reportsProvider.username)}, 'bench_reports_provider@example.com', ${literal(hash)}, 'Paolo', 'Provider', 'provider', null)`,
  );
  await execute(
    handle,
    `insert into users (username, email, first_name, last_name, service_type)
     select 'bench_rep_provider_' || g, 'bench_rep_provider_' || g || '@example.com', 'Trainer', 'N. ' || g, 'provider'
     from generate_series(1, ${providerCount - 1}) g`,
  );
  const [admin] = await ids(
    handle,
    `select id from users where username = ${literal(reportsAdmin.username)}`,
  );
  const [provider] = await ids(
    handle,
    `select id from users where username = ${literal(reportsProvider.username)}`,
  );
  const providers = [
    provider!,
    ...(await ids(
      handle,
      `select id from users where username like 'bench\\_rep\\_provider\\_%' order by id`,
    )),
  ];
  await execute(
    handle,
    `insert into company_members (company_id, user_id, user_role) values (${companies[0]}, ${admin}, 1), (${companies[1]}, ${admin}, 1)`,
  );
  await execute(
    handle,
    `insert into topics (user_id, url, title, category, description, status, price_minor, published_at)
     select ${provider}, 'bench-rep-topic-' || g, 'Corso ' || g, 'leadership', '<p>A training.</p>', 'published', 50000, now()
     from generate_series(1, ${topicCount}) g`,
  );
  const topics = await ids(
    handle,
    `select id from topics where url like 'bench-rep-topic-%' order by id`,
  );

  // Invoice g: the measured provider every tenth, else one of the 49 others, company g % 20 (the group's two
  // locations a tenth), issued g % 1095 days ago; a fifth paid, a tenth overdue.
  const invoiceCount = reportsSize.invoices - reportsSize.creditNotes;
  await execute(
    handle,
    `insert into invoices (kind, provider_id, company_id, year, sequence, number, state, issue_date, due_date,
        language, seller, buyer, lines, vat_summary, vat_regime, net_minor, vat_minor, gross_minor,
        topic_id, category, department)
     select 'invoice', p.id, c.id, extract(year from d.day)::int, g, 'INV-' || g,
       case when g % 5 = 0 then 'paid' when g % 10 = 1 then 'overdue' else 'issued' end,
       d.day, d.day + 30, 'it', ${party("'Provider ' || p.id")}, ${party("'Client ' || (g % 300)")},
       '[]'::jsonb, '[]'::jsonb, 'standard', 100000 + (g % 7) * 1000, 22000 + (g % 7) * 220,
       122000 + (g % 7) * 1220,
       case when p.id = ${provider} then (${intArray(topics)})[1 + g % ${topicCount}] end,
       (${textArray(categories)})[1 + g % ${categories.length}],
       (${textArray(departments)})[1 + g % ${departments.length}]
     from generate_series(1, ${invoiceCount}) g
     cross join lateral (
       select case when g % 10 = 0 then ${provider} else (${intArray(providers)})[2 + g % ${providerCount - 1}] end as id
     ) p
     cross join lateral (select (${intArray(companies)})[1 + (g / 7) % ${reportsSize.companies}] as id) c
     cross join lateral (select current_date - (g % 1095) as day) d`,
  );
  await execute(
    handle,
    `insert into invoices (kind, provider_id, company_id, credited_invoice_id, year, sequence, number, state,
        issue_date, language, seller, buyer, lines, vat_summary, vat_regime, net_minor, vat_minor, gross_minor,
        topic_id, category, department)
     select 'credit_note', provider_id, company_id, id, year, row_number() over (order by id), 'CN-' || id, 'issued',
       issue_date, language, seller, buyer, lines, vat_summary, vat_regime, net_minor, vat_minor, gross_minor,
       topic_id, category, department
     from invoices where kind = 'invoice' and sequence % 49 = 0
     order by id limit ${reportsSize.creditNotes}`,
  );
  await execute(
    handle,
    `insert into purchase_orders (company_id, provider_id, year, sequence, number, state, issue_date, buyer,
        provider, lines, net_minor, vat_minor, gross_minor, department, category)
     select c.id, (${intArray(providers)})[1 + g % ${providerCount}], extract(year from d.day)::int, g, 'PO-' || g,
       case when g % 13 = 0 then 'cancelled' when g % 3 = 0 then 'closed' else 'issued' end,
       d.day, ${party("'Company ' || c.id")}, ${party("'Provider ' || (g % 50)")}, '[]'::jsonb,
       100000, 22000, 122000,
       (${textArray(departments)})[1 + g % ${departments.length}],
       (${textArray(categories)})[1 + g % ${categories.length}]
     from generate_series(1, ${reportsSize.orders}) g
     cross join lateral (select (${intArray(companies)})[1 + g % ${reportsSize.companies}] as id) c
     cross join lateral (select current_date - (g % 1095) as day) d`,
  );
  await execute(handle, 'analyze invoices; analyze purchase_orders');
}
