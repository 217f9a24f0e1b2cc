import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getAppConfig } from '../../lib/app-config.ts';
import { BrandIcon } from '../ui/icons.tsx';
import { Logo } from '../ui/logo.tsx';
import { PopularTopicLinks } from '../ui/popular-topic-links.tsx';
import { footerLinks, socialLinks } from './footer-links.ts';
import './footer.css';

export function Footer() {
  const { t } = useTranslation();
  const { productName } = getAppConfig();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container">
        <section className="footer-popular" aria-labelledby="footer-popular-title">
          <h2 id="footer-popular-title" className="footer-heading">
            {t('footer.popularTitle')}
          </h2>
          <PopularTopicLinks className="footer-topics" testId="popular-topics" />
        </section>
        <div className="footer-grid">
          <section className="footer-about" aria-labelledby="footer-about-title">
            <Link to="/" className="footer-logo" aria-label={t('header.home')}>
              <Logo productName={productName} inverted />
            </Link>
            <h2 id="footer-about-title" className="visually-hidden">
              {t('footer.about')}
            </h2>
            <p>{t('footer.marketing1')}</p>
            <p>{t('footer.marketing2')}</p>
            <p>{t('footer.marketing3')}</p>
          </section>
          <nav className="footer-links" aria-labelledby="footer-links-title">
            <h2 id="footer-links-title" className="footer-heading">
              {t('footer.linksTitle')}
            </h2>
            <ul>
              {footerLinks.map((link) => (
                <li key={link.key}>
                  <Link to={link.path}>{t(`footer.links.${link.key}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section className="footer-social" aria-labelledby="footer-social-title">
            <h2 id="footer-social-title" className="footer-heading">
              {t('footer.followUs')}
            </h2>
            <ul>
              {socialLinks(productName).map((social) => (
                <li key={social.brand}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.socialLabel', { network: social.network })}
                  >
                    <BrandIcon brand={social.brand} />
                    <span aria-hidden="true">{social.network}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <p className="footer-rights">{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
