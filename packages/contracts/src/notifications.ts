import type { Language } from './locales.ts';

/**
 * The kinds of in-app notification, each with its text in the five languages. A notification is
 * stored as its kind and parameters and written in the reader's language when it is read, so a
 * user who changes language reads every notification in the new one. Adding a kind is a line here
 * and a subscriber that stores it (apps/server/src/modules/notifications).
 */
export const notificationTexts = {
  welcome: {
    it: 'Benvenuto su {product}! Completa il tuo profilo per farti trovare.',
    en: 'Welcome to {product}! Complete your profile so that people can find you.',
    de: 'Willkommen bei {product}! Vervollständige dein Profil, damit man dich findet.',
    fr: 'Bienvenue sur {product} ! Complétez votre profil pour que l’on vous trouve.',
    es: '¡Bienvenido a {product}! Completa tu perfil para que te encuentren.',
  },
  favourite_event: {
    it: 'Nuovo evento per «{topic}», tra i tuoi preferiti: {event}',
    en: 'New event for “{topic}”, one of your favourites: {event}',
    de: 'Neue Veranstaltung zu „{topic}“, einem deiner Favoriten: {event}',
    fr: 'Nouvel événement pour « {topic} », l’un de vos favoris : {event}',
    es: 'Nuevo evento para «{topic}», uno de tus favoritos: {event}',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type NotificationKind = keyof typeof notificationTexts;
export const notificationKinds = Object.keys(notificationTexts) as NotificationKind[];

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(notificationTexts, value);
}

/** The text of a notification in one language; a missing parameter stays visible as `{name}`. */
export function renderNotification(
  kind: NotificationKind,
  params: Readonly<Record<string, string>>,
  language: Language,
): string {
  return notificationTexts[kind][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? (params[name] ?? whole) : whole,
  );
}
