import {
  galleryImageSizes,
  galleryImageSrcSet,
  type CatalogueImage,
} from '@app/contracts/catalogue';
import { languagePrefix, languages, type Language } from '@app/contracts/locales';
import { hasEnglishAddress } from '@app/contracts/language-url';
import { defaultCourseHours } from '@app/contracts/training-days';
import { categorySchema } from '@app/contracts/catalogue';
import { categoryName } from '@app/contracts/category-names';
import { matchPage, type MatchedPage } from '@app/contracts/pages';
import { escapeHtml } from '../../lib/html.ts';
import { displayNameOf } from '../accounts/index.ts';
import { publicPageTexts } from './page-texts.ts';
import { jsonForScript } from '../../plugins/static.ts';
import type {
  findPublicProfile,
  findPublishedEvent,
  findPublishedTopic,
} from './page-heads.repository.ts';

/**
 * The <head> of a page as the server sends it (docs/product.md, "Findable and fast"), so that a
 * crawler or a link preview reads it without running scripts: its title, description, canonical
 * address, alternates in the five languages and x-default, Open Graph and Twitter card tags and
 * JSON-LD for a topic (Course), an event (Event) and a profile (Person or Organization), with a
 * BreadcrumbList; signed-in pages are `noindex`. Also the status: 404 for a path no page has and
 * for a listing that does not exist or is not public.
 */

export interface PageHead {
  status: 200 | 404;
  language: Language;
  /** Tags for <head>, in place of the bare <title>. */
  html: string;
}

type Topic = NonNullable<Awaited<ReturnType<typeof findPublishedTopic>>>;
type Event = NonNullable<Awaited<ReturnType<typeof findPublishedEvent>>>;
type Profile = NonNullable<Awaited<ReturnType<typeof findPublicProfile>>>;

export interface PageFinders {
  /** A site page's or blog article's title and description (content/), null: no such article. */
  sitePage: (page: string, language: Language) => { title: string; description: string } | null;
  topic: (url: string) => Promise<Topic | null>;
  event: (url: string) => Promise<Event | null>;
  profile: (key: string) => Promise<Profile | null>;
}

/** The language a path names, and the rest of the path (no leading slash). */
export function splitLanguage(pathname: string): { language: Language; rest: string } {
  const [first = '', ...others] = pathname.replace(/^\/+/, '').split('/');
  const language = languages.find((code) => code !== 'en' && code === first);
  return language
    ? { language, rest: others.join('/') }
    : { language: 'en', rest: pathname.replace(/^\/+/, '') };
}

/**
 * Plain text of sanitised HTML, cut at a word to at most `max` characters, with its entities
 * decoded (lib/html.ts's plainTextOf keeps them encoded, for pages that print it as HTML; here
 * the text is escaped once, into an attribute).
 */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

const decimal = (minor: number) => (minor / 100).toFixed(2);

interface Described {
  title: string;
  description?: string;
  image?: string;
  /** The page's largest picture, fetched before the scripts ask for it. */
  preload?: CatalogueImage;
  type?: 'website' | 'article' | 'profile';
  jsonLd?: object[];
}

function headHtml(
  origin: string,
  language: Language,
  path: string,
  page: MatchedPage,
  productName: string,
  described: Described | null,
): string {
  const url = (of: Language) => `${origin}${languagePrefix(of)}/${encodeURI(path)}`;
  const tags: string[] = [];
  const title = described ? `${described.title} | ${productName}` : productName;
  tags.push(`<title>${escapeHtml(title)}</title>`);
  if (page.access === 'private') {
    tags.push('<meta name="robots" content="noindex, nofollow" />');
    return tags.join('\n    ');
  }
  tags.push(`<link rel="canonical" href="${escapeHtml(url(language))}" />`);
  for (const other of languages.filter((each) => each !== 'en' || hasEnglishAddress(path))) {
    tags.push(`<link rel="alternate" hreflang="${other}" href="${escapeHtml(url(other))}" />`);
  }
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('en'))}" />`);
  if (!described) return tags.join('\n    ');
  if (described.preload) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(described.preload.large)}" imagesrcset="${escapeHtml(galleryImageSrcSet(described.preload))}" imagesizes="${galleryImageSizes}" fetchpriority="high" />`,
    );
  }
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
  if (described.description) meta('name', 'description', described.description);
  meta('property', 'og:type', described.type ?? 'website');
  meta('property', 'og:site_name', productName);
  meta('property', 'og:title', described.title);
  meta('property', 'og:url', url(language));
  meta('property', 'og:locale', language);
  if (described.description) meta('property', 'og:description', described.description);
  if (described.image) meta('property', 'og:image', `${origin}${described.image}`);
  meta('name', 'twitter:card', described.image ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', described.title);
  if (described.description) meta('name', 'twitter:description', described.description);
  if (described.image) meta('name', 'twitter:image', `${origin}${described.image}`);
  for (const data of described.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('\n    ');
}

/** schema.org's names of the delivery modes (CourseInstance courseMode). */
const courseModes = { in_person: 'Onsite', online: 'Online', blended: 'Blended' } as const;

/** A place given as one line of text: its name, and its address as a postal address. */
const placeOf = (location: string) => ({
  '@type': 'Place',
  name: location,
  address: { '@type': 'PostalAddress', streetAddress: location },
});

/** The events list's name in a breadcrumb: its page's title in the page's language. */
const eventListName = (language: Language) => publicPageTexts.event?.[language].title ?? 'Events';

/** A category's name in the page's language (its slug, should the row hold an unknown one). */
function categoryLabel(language: Language, slug: string) {
  const category = categorySchema.safeParse(slug);
  return category.success ? categoryName(language, category.data) : slug;
}

const breadcrumbs = (items: Array<{ name: string; url: string }>) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.name,
    item: item.url,
  })),
});

function ownerOf(row: Topic | Event, origin: string, prefix: string) {
  return {
    '@type': row.ownerProfileType === 'company' ? 'Organization' : 'Person',
    name: displayNameOf({
      username: row.ownerUsername,
      firstName: row.ownerFirstName,
      lastName: row.ownerLastName,
    }),
    url: `${origin}${prefix}/${encodeURI(row.ownerUsername)}`,
  };
}

function describeTopic(topic: Topic, origin: string, language: Language, productName: string) {
  const prefix = languagePrefix(language);
  const pageUrl = `${origin}${prefix}/topic/${encodeURI(topic.url)}`;
  const description = plainText(topic.description);
  const image = topic.images[0]?.large;
  return {
    title: topic.title,
    description,
    ...(image ? { image } : {}),
    ...(topic.images[0] ? { preload: topic.images[0] } : {}),
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: topic.title,
        description: description || topic.title,
        url: pageUrl,
        ...(image ? { image: `${origin}${image}` } : {}),
        provider: ownerOf(topic, origin, prefix),
        ...(topic.languages.length > 0 ? { inLanguage: topic.languages } : {}),
        ...(topic.durationHours ? { timeRequired: `PT${topic.durationHours}H` } : {}),
        // How it is given, booked on dates the buyer proposes (Google's course info asks for it).
        hasCourseInstance: [
          {
            '@type': 'CourseInstance',
            courseMode: courseModes[topic.delivery],
            courseWorkload: `PT${topic.durationHours ?? defaultCourseHours}H`,
            ...(topic.delivery !== 'online' && topic.location
              ? { location: placeOf(topic.location) }
              : {}),
          },
        ],
        offers: {
          '@type': 'Offer',
          price: decimal(topic.priceMinor),
          priceCurrency: topic.currency,
          category: topic.priceMinor > 0 ? 'Paid' : 'Free',
          url: pageUrl,
        },
        ...(topic.reviewCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: Math.round(topic.ratingAverage * 10) / 10,
                reviewCount: topic.reviewCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
      breadcrumbs([
        { name: productName, url: `${origin}${prefix}/` },
        {
          name: categoryLabel(language, topic.category),
          url: `${origin}${prefix}/search?category=${encodeURIComponent(topic.category)}`,
        },
        { name: topic.title, url: pageUrl },
      ]),
    ],
  } satisfies Described;
}

function describeEvent(event: Event, origin: string, language: Language, productName: string) {
  const prefix = languagePrefix(language);
  const pageUrl = `${origin}${prefix}/event/Q/${encodeURI(event.url)}`;
  const description = plainText(event.description);
  const image = event.images[0]?.large;
  const online = event.delivery === 'online';
  const place = placeOf(event.location ?? '');
  const virtual = { '@type': 'VirtualLocation', url: pageUrl };
  const soldOut = event.capacity !== null && event.seatsTaken >= event.capacity;
  return {
    title: event.title,
    description,
    ...(image ? { image } : {}),
    ...(event.images[0] ? { preload: event.images[0] } : {}),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        description: description || event.title,
        url: pageUrl,
        startDate: event.startsAt.toISOString(),
        endDate: event.endsAt.toISOString(),
        eventStatus:
          event.runState === 'cancelled'
            ? 'https://schema.org/EventCancelled'
            : 'https://schema.org/EventScheduled',
        eventAttendanceMode: online
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : event.delivery === 'blended'
            ? 'https://schema.org/MixedEventAttendanceMode'
            : 'https://schema.org/OfflineEventAttendanceMode',
        location: online
          ? virtual
          : event.delivery === 'blended' && event.location
            ? [place, virtual]
            : event.location
              ? place
              : virtual,
        ...(image ? { image: [`${origin}${image}`] } : {}),
        organizer: ownerOf(event, origin, prefix),
        offers: {
          '@type': 'Offer',
          price: decimal(event.priceMinor),
          priceCurrency: event.currency,
          availability: soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          url: pageUrl,
        },
      },
      breadcrumbs([
        { name: productName, url: `${origin}${prefix}/` },
        { name: eventListName(language), url: `${origin}${prefix}/event` },
        { name: event.title, url: pageUrl },
      ]),
    ],
  } satisfies Described;
}

function describeProfile(profile: Profile, origin: string, language: Language) {
  const prefix = languagePrefix(language);
  const pageUrl = `${origin}${prefix}/${encodeURI(profile.username)}`;
  const name = displayNameOf(profile);
  const description = plainText(profile.headline ?? profile.bio ?? '');
  const image = profile.profileImage?.original;
  const person = {
    '@type': profile.profileType === 'company' ? 'Organization' : 'Person',
    name,
    url: pageUrl,
    ...(description ? { description } : {}),
    ...(image ? { image: `${origin}${image}` } : {}),
    ...(profile.headline && profile.profileType !== 'company'
      ? { jobTitle: profile.headline }
      : {}),
    ...(profile.website ? { sameAs: [profile.website] } : {}),
  };
  return {
    title: name,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    type: 'profile',
    // A profile page is about its person or company (schema.org ProfilePage, as Google reads it).
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: pageUrl,
        mainEntity: person,
      },
    ],
  } satisfies Described;
}

/** The status and <head> of a page request (path and query as requested). */
export async function describePage(
  finders: PageFinders,
  origin: string,
  productName: string,
  requestPath: string,
): Promise<PageHead> {
  const pathname = requestPath.split('?')[0] ?? '/';
  const { language, rest } = splitLanguage(pathname);
  const page = matchPage(rest);
  if (!page || page.path === 'error-pages/not-found') {
    return { status: 404, language, html: `<title>${escapeHtml(productName)}</title>` };
  }
  const missing = {
    status: 404 as const,
    language,
    html: `<title>${escapeHtml(productName)}</title>`,
  };
  const text = publicPageTexts[page.path]?.[language];
  let described: Described | null = text
    ? {
        title: text.title,
        description: text.description.replace('{product}', productName),
        jsonLd: [],
      }
    : null;
  const sitePage = finders.sitePage(
    page.path === 'blog/:slug' ? `blog/${page.params.slug ?? ''}` : page.path,
    language,
  );
  if (sitePage) {
    described = {
      title: sitePage.title,
      description: sitePage.description.replace('{product}', productName),
      jsonLd: [],
    };
  } else if (page.path === 'blog/:slug') {
    return missing;
  }
  if (page.path === 'topic/:url') {
    const topic = await finders.topic(page.params.url ?? '');
    if (!topic) return missing;
    described = describeTopic(topic, origin, language, productName);
  } else if (page.path === 'event/Q/:url') {
    const event = await finders.event(page.params.url ?? '');
    if (!event) return missing;
    described = describeEvent(event, origin, language, productName);
  } else if (page.path === ':username') {
    const profile = await finders.profile(page.params.username ?? '');
    if (!profile) return missing;
    described = describeProfile(profile, origin, language);
  }
  return {
    status: 200,
    language,
    html: headHtml(origin, language, rest.replace(/\/+$/, ''), page, productName, described),
  };
}
