import { languages } from './locales.ts';

/**
 * `/{username}` is a public profile, so the first segment of every fixed route, server path and
 * footer page (and a few words that would confuse people or code) can never be a username. The
 * server refuses them at registration; the web never treats them as a profile. Lower case.
 */
const fixedSegments = [
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
  'metrics',
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
  'ipr-complaints',
  'unsubscribe',
];

export const reservedNames: ReadonlySet<string> = new Set([...fixedSegments, ...languages]);

export function isReservedName(name: string): boolean {
  return reservedNames.has(name.trim().toLowerCase());
}
