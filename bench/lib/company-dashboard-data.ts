// Fills a migrated database with one company group for the dashboard bench: 5 locations, a super
// admin of all five, managers, 2,000 people, 200 providers with topics (40 approved per location)
// and 20,000 company bookings over past and future dates with participants, state transitions and
// reviews, in a handful of set-based statements (insert ... select generate_series).
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { createPasswordHasher } from '../../apps/server/src/lib/passwords.ts';

export const dashboardAdmin = { username: 'bench_group_admin', password: 'Bench-pass-2026!' };

export interface DashboardDataSize {
  locations: number;
  people: number;
  bookings: number;
}

const providersPerLocation = 40;
const managersPerLocation = 4;
const topicsPerProvider = 5;
/** Bookings start every 30 minutes from 300 days ago: 20,000 reach about 116 days ahead. */
const stepMinutes = 30;
const cities = ['Milano', 'Roma', 'Torino', 'Bologna', 'Napoli', 'Firenze', 'Padova', 'Bari'];
const departments = ['Sales', 'Operations', 'IT', 'HR', 'Finance', 'Marketing'];

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

/** Answers the ids of the locations, the first (the group's first profile) being the active one. */
export async function fillDashboardData(handle: DatabaseHandle, size: DashboardDataSize) {
  const { locations: count } = size;
  await execute(
    handle,
    `insert into companies (slug, name, kind, country, vat_number, address, approval_threshold_minor)
     select 'bench-group-' || g, 'Bench Group ' || (${textArray(cities)})[g], 'company', 'IT',
       'IT' || lpad(g::text, 11, '0'), 'Via Roma ' || g || ', ' || (${textArray(cities)})[g], 200000
     from generate_series(1, ${count}) g`,
  );
  const locations = await ids(
    handle,
    `select id from companies where slug like 'bench-group-%' order by id`,
  );
  const group = locations[0]!;
  await execute(
    handle,
    `update companies set parent_id = ${group} where slug like 'bench-group-%' and id <> ${group}`,
  );

  const hash = await createPasswordHasher().hash(dashboardAdmin.password);
  await execute(
    handle,
    `insert into users (username, email, password_hash, first_name, last_name, active_company_id)
     values (${literal(dashboardAdmin.username)}, 'bench_group_admin@example.com', ${literal(hash)},
       'Grazia', 'Admin', ${group})`,
  );
  await execute(
    handle,
    `insert into users (username, email, first_name, last_name)
     select 'bench_manager_' || g, 'bench_manager_' || g || '@example.com', 'Manager', 'N. ' || g
     from generate_series(1, ${count * managersPerLocation}) g`,
  );
  await execute(
    handle,
    `insert into users (username, email, first_name, last_name, service_type, headline)
     select 'bench_provider_' || g, 'bench_provider_' || g || '@example.com', 'Trainer', 'N. ' || g,
       'provider', 'Corporate trainer'
     from generate_series(1, ${count * providersPerLocation}) g`,
  );
  const [admin] = await ids(
    handle,
    `select id from users where username = ${literal(dashboardAdmin.username)}`,
  );
  const managers = await ids(
    handle,
    `select id from users where username like 'bench\\_manager\\_%' order by id`,
  );
  const providers = await ids(
    handle,
    `select id from users where username like 'bench\\_provider\\_%' order by id`,
  );

  // The super admin administers every location; each location has its managers.
  await execute(
    handle,
    `insert into company_members (company_id, user_id, user_role)
     select location, ${admin}, 1 from unnest(${intArray(locations)}) location`,
  );
  await execute(
    handle,
    `insert into company_members (company_id, user_id, user_role, department)
     select (${intArray(locations)})[1 + (g - 1) % ${count}], (${intArray(managers)})[g], 2,
       (${textArray(departments)})[1 + g % ${departments.length}]
     from generate_series(1, ${managers.length}) g`,
  );
  await execute(
    handle,
    `insert into company_people (company_id, name, email, department)
     select (${intArray(locations)})[1 + (g - 1) % ${count}],
       'Employee ' || g, 'employee' || g || '@bench-group.example',
       (${textArray(departments)})[1 + g % ${departments.length}]
     from generate_series(1, ${size.people}) g`,
  );
  await execute(
    handle,
    `insert into topics (user_id, url, title, category, description, status, price_minor, published_at)
     select (${intArray(providers)})[1 + (g - 1) / ${topicsPerProvider}], 'bench-dash-topic-' || g,
       'Corso aziendale ' || g, 'leadership', '<p>A company training.</p>', 'published',
       50000 + (g % 10) * 10000, now() - interval '400 days'
     from generate_series(1, ${providers.length * topicsPerProvider}) g`,
  );
  // Each location approves its own 40 providers: 35 joined, the last 5 still an invited address.
  await execute(
    handle,
    `insert into company_trainers (company_id, email, user_id, status, approved_at, joined_at, note)
     select (${intArray(locations)})[1 + (g - 1) / ${providersPerLocation}],
       'bench_provider_' || g || '@example.com',
       case when (g - 1) % ${providersPerLocation} < 35 then (${intArray(providers)})[g] end,
       case when (g - 1) % ${providersPerLocation} < 35 then 'joined' else 'approved' end,
       now() - interval '500 days' + g * interval '1 hour',
       case when (g - 1) % ${providersPerLocation} < 35 then now() - interval '450 days' end,
       case when g % 4 = 0 then 'Good with beginners' end
     from generate_series(1, ${providers.length}) g`,
  );

  // Booking g goes to location (g - 1) % 5 and to one of that location's providers, so one
  // provider's bookings start 200 steps (100 hours) apart: accepted ones never overlap.
  const perLocation = managersPerLocation;
  await execute(
    handle,
    `insert into bookings (kind, state, topic_id, title, listing_url, buyer_id, provider_id,
       company_id, department, participants, proposed_dates, starts_at, ends_at, delivery, location,
       unit_price_minor, quantity, net_minor, vat_rate_basis_points, vat_minor, gross_minor,
       currency, expires_at, created_at, updated_at)
     with picked as (
       select g, l, provider, starts_at, participants, unit,
         case when starts_at < now() then
           (array['completed', 'completed', 'completed', 'completed', 'completed', 'completed',
             'completed', 'cancelled', 'declined', 'expired'])[1 + abs(hashtext(g::text || 's')) % 10]
         else
           (array['accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'accepted',
             'requested', 'requested', 'awaiting_approval', 'cancelled'])[1 + abs(hashtext(g::text || 's')) % 10]
         end as state,
         case when abs(hashtext(g::text || 'b')) % 5 = 0 then ${admin}
           else (${intArray(managers)})[1 + l + ${count} * (abs(hashtext(g::text || 'm')) % ${perLocation})]
         end as buyer
       from (
         select g, (g - 1) % ${count} as l,
           (${intArray(providers)})[1 + ((g - 1) % ${count}) * ${providersPerLocation}
             + ((g - 1) / ${count}) % ${providersPerLocation}] as provider,
           date_trunc('hour', now()) - interval '300 days' + g * interval '${stepMinutes} minutes' as starts_at,
           1 + abs(hashtext(g::text || 'p')) % 5 as participants,
           50000 + abs(hashtext(g::text || 'u')) % 10 * 10000 as unit
         from generate_series(1, ${size.bookings}) g
       ) base
     ),
     provider_topics as (
       select id, user_id, title, url,
         row_number() over (partition by user_id order by id) - 1 as k
       from topics where url like 'bench-dash-topic-%'
     )
     select 'topic', p.state, t.id, t.title, '/topic/' || t.url, p.buyer, p.provider,
       (${intArray(locations)})[1 + p.l], (${textArray(departments)})[1 + p.g % ${departments.length}],
       p.participants, jsonb_build_array(p.starts_at), p.starts_at, p.starts_at + interval '8 hours',
       'in_person', (${textArray(cities)})[1 + p.l], p.unit, p.participants,
       p.unit * p.participants, 2200, p.unit * p.participants * 22 / 100,
       p.unit * p.participants + p.unit * p.participants * 22 / 100, 'EUR',
       case when p.state in ('requested', 'awaiting_approval') then now() + interval '7 days' end,
       least(p.starts_at - interval '21 days', now() - interval '1 hour'),
       case when p.starts_at < now() then least(p.starts_at + interval '1 day', now())
         else least(p.starts_at - interval '20 days', now()) end
     from picked p
     join provider_topics t on t.user_id = p.provider and t.k = abs(hashtext(p.g::text || 't')) % ${topicsPerProvider}`,
  );
  // Participants: people of the booking's own location.
  await execute(
    handle,
    `insert into booking_participants (booking_id, name, email, company_person_id, attendance)
     with people as (
       select company_id, array_agg(id order by id) as ids
       from company_people where company_id = any(${intArray(locations)})
       group by company_id
     ),
     wanted as (
       select b.id as booking_id, b.state, k,
         p.ids[1 + (b.id * 7 + k * 131) % cardinality(p.ids)] as person_id
       from bookings b
       join people p on p.company_id = b.company_id
       cross join lateral generate_series(1, b.participants) k
     )
     select w.booking_id, person.name, person.email, person.id,
       case when w.state = 'completed' then
         case when (w.booking_id + w.k) % 10 = 0 then 'no_show' else 'attended' end end
     from wanted w join company_people person on person.id = w.person_id`,
  );
  // The transition that put each booking in its state (requests and approvals have none yet).
  await execute(
    handle,
    `insert into state_transitions (machine, record_id, transition, from_state, to_state, actor_id, created_at)
     select 'topic_booking', id,
       case state when 'completed' then 'complete' when 'cancelled' then 'cancel'
         when 'declined' then 'decline' when 'expired' then 'expire' else 'accept' end,
       case when state = 'completed' then 'accepted' else 'requested' end, state,
       case when state in ('accepted', 'declined') then provider_id
         when state = 'cancelled' then buyer_id end,
       updated_at
     from bookings
     where company_id = any(${intArray(locations)}) and state not in ('requested', 'awaiting_approval')`,
  );
  // One in three completed trainings reviewed by whoever booked it.
  await execute(
    handle,
    `insert into reviews (topic_id, user_id, provider_id, booking_id, rating_halves, comment, created_at)
     select topic_id, buyer_id, provider_id, id, 6 + id % 5, 'Useful and well organised.',
       ends_at + interval '2 days'
     from bookings
     where company_id = any(${intArray(locations)}) and state = 'completed' and id % 3 = 0`,
  );
  // What autovacuum would have done by now: statistics fresh, visibility maps set.
  await execute(handle, 'vacuum analyze');
  return { locations, admin: admin! };
}
