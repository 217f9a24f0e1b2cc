import { languages } from '@app/contracts/locales';

/**
 * `/{username}` is a public profile, so the first segment of every fixed route (and a few words
 * that would confuse people or code) can never be a username. Compared in lower case.
 */
const routeSegments = [
  'home',
  'login',
  'logout',
  'join',
  'register',
  'dashboard',
  'review',
  'trainerprofile',
  'profile',
  'addtopic',
  'manage_topic',
  'mybooking',
  'manage_requirement',
  'requirement',
  'event',
  'message',
  'revenue',
  'settings',
  'myfavorite',
  'topic',
  'reset',
  'error-pages',
  'search',
  'company',
  'comp',
  'social',
  'inc',
  'assets',
  'api',
  'admin',
  'healthz',
  'readyz',
  'img',
  'uploads',
  'help',
  'about',
  'blog',
  'contact',
  'support',
  'faq',
  'terms',
  'privacy',
  'cookies',
  'cookie-policy',
  'gdpr',
  'refund-policy',
  'anti-spam',
  'ipr',
  'abuse-policy',
  'null',
  'undefined',
  'root',
  'administrator',
  'system',
  'static',
  'public',
];

export const reservedUsernames: ReadonlySet<string> = new Set([...routeSegments, ...languages]);

export function isReservedUsername(username: string): boolean {
  return reservedUsernames.has(username.trim().toLowerCase());
}
