import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@app/contracts/locales';
import { intlLocaleOf } from '@app/contracts/locales';
import type { PublicProfile as Profile } from '../api/get-public-profile.ts';
import './chip-input.css';
import './public-profile.css';
import { dateTimeFormat, useTimeZone } from '../../../lib/intl.ts';

interface PublicProfileProps {
  profile: Profile;
  language: Language;
  /** What the catalogue adds below the profile: the provider's topics and events. */
  children?: ReactNode;
  /** The provider's rating (stars), shown under the name. */
  rating?: ReactNode;
  /** "Send a message" to the member, composed by the page. */
  contact?: ReactNode;
}

const displayNameOfProfile = (profile: Pick<Profile, 'firstName' | 'lastName' | 'username'>) =>
  [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim() || profile.username;

/** The month, in `timeZone`: a server-rendered page passes `useTimeZone()`, as for every time. */
function formatMonthYear(value: string, language: Language, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(intlLocaleOf[language], {
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** `/{username}`: what a member shows the world. */
export function PublicProfile({
  profile,
  language,
  children,
  rating,
  contact,
}: PublicProfileProps) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const name = displayNameOfProfile(profile);
  const [imageFailed, setImageFailed] = useState(false);
  const image = imageFailed ? null : profile.profileImage;
  const websiteLabel = profile.website?.replace(/^https?:\/\//i, '').replace(/\/$/, '');

  return (
    <div className="public-profile-page">
      {profile.hidden ? (
        <p className="alert alert-info" role="status" data-testid="public-profile-hidden">
          {t('profile.public.hidden')} <Link to="/support">{t('profile.public.askReview')}</Link>
        </p>
      ) : null}
      <article className="card public-profile" data-testid="public-profile">
        <div className="public-profile-photo">
          {image ? (
            <a
              href={image.original}
              target="_blank"
              rel="noopener"
              className="public-profile-photo-link"
            >
              <img
                src={image.original}
                srcSet={`${image.thumb90} 90w, ${image.original} 800w`}
                sizes="128px"
                alt={t('profile.public.photoOf', { name })}
                width={128}
                height={128}
                data-testid="public-profile-photo"
                onError={() => setImageFailed(true)}
              />
            </a>
          ) : (
            <span className="public-profile-initial" aria-hidden="true">
              {name.charAt(0).toUpperCase()}
            </span>
          )}
        </div>
        <div className="public-profile-main">
          <p className="public-profile-kicker">{t('profile.publicProfile')}</p>
          <h1 className="page-title public-profile-name">{name}</h1>
          <p className="muted public-profile-username">
            {t('profile.username', { username: profile.username })}
          </p>
          {rating ? (
            <div className="public-profile-rating" data-testid="public-profile-rating">
              {rating}
            </div>
          ) : null}
          {profile.headline ? (
            <p className="public-profile-headline" data-testid="public-profile-headline">
              {profile.headline}
            </p>
          ) : null}
          <ul className="public-profile-facts">
            {profile.location ? (
              <li data-testid="public-profile-location">
                <span className="visually-hidden">{t('profile.fields.location')}: </span>
                {profile.location}
              </li>
            ) : null}
            {profile.website ? (
              <li>
                <a
                  href={profile.website}
                  target="_blank"
                  rel="nofollow noopener"
                  data-testid="public-profile-website"
                >
                  {websiteLabel}
                </a>
              </li>
            ) : null}
            <li data-testid="public-profile-since">
              {t('profile.public.memberSince', {
                date: formatMonthYear(profile.memberSince, language, timeZone),
              })}
            </li>
          </ul>
          {contact ? <div className="public-profile-contact">{contact}</div> : null}
        </div>
      </article>
      {profile.bio ? (
        <section className="card public-profile-section" aria-labelledby="public-profile-about">
          <h2 id="public-profile-about" className="public-profile-section-title">
            {t('profile.public.about')}
          </h2>
          <p className="public-profile-bio" data-testid="public-profile-bio">
            {profile.bio}
          </p>
        </section>
      ) : null}
      {profile.skills.length > 0 || profile.languages.length > 0 ? (
        <div className="public-profile-columns">
          {(['skills', 'languages'] as const).map((list) =>
            profile[list].length > 0 ? (
              <section
                key={list}
                className="card public-profile-section"
                aria-labelledby={`public-profile-${list}`}
                data-testid={`public-profile-${list}`}
              >
                <h2 id={`public-profile-${list}`} className="public-profile-section-title">
                  {t(`profile.fields.${list}`)}
                </h2>
                <ul className="chip-list">
                  {profile[list].map((item) => (
                    <li key={item} className="chip">
                      {item}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null,
          )}
        </div>
      ) : null}
      {children}
    </div>
  );
}
