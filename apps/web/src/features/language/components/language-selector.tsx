import { useTranslation } from 'react-i18next';
import { sameAddressIn } from '@app/contracts/language-url';
import { languageOptions, type Language } from '@app/contracts/locales';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { CheckIcon, GlobeIcon } from '../../../components/ui/icons.tsx';
import { loadCatalogue } from '../../../lib/i18n.ts';
import { storeLanguageChoice } from '../../../lib/storage.ts';
import { changeAccountLanguage } from '../api/change-account-language.ts';
import './language-selector.css';

/** The product's order: en, de, fr, it, es, each by its native name. */
const selectorOrder: Language[] = ['en', 'de', 'fr', 'it', 'es'];

/**
 * Stores the choice and reloads the same page in the language; a signed-in user's account follows first. The
 * language's catalogue is fetched before the page changes (each is a chunk of its own), so the
 * reloaded page finds it in the cache, and a failed fetch leaves the page as it was.
 */
export async function changeLanguage(language: Language, isSignedIn = false): Promise<void> {
  await loadCatalogue(language);
  storeLanguageChoice(language);
  if (isSignedIn) await changeAccountLanguage(language);
  window.location.assign(sameAddressIn(language, window.location));
}

export function LanguageSelector({
  current,
  isSignedIn = false,
}: {
  current: Language;
  /** The account's language (notifications, e-mails) changes with the interface's. */
  isSignedIn?: boolean;
}) {
  const { t } = useTranslation();
  const currentName =
    languageOptions.find((option) => option.code === current)?.native_name ?? current;
  return (
    <Dropdown
      // The visible code is part of the name, so a voice command naming what is shown finds it.
      label={t('language.current', { language: `${currentName}, ${current.toUpperCase()}` })}
      triggerClassName="btn btn-ghost language-trigger"
      trigger={
        <>
          <GlobeIcon size={18} />
          <span className="language-code">{current.toUpperCase()}</span>
        </>
      }
      testId="language-selector"
    >
      {() => (
        <ul className="dropdown-list" aria-label={t('language.label')}>
          {selectorOrder.map((code) => {
            const option = languageOptions.find((entry) => entry.code === code);
            if (!option) return null;
            return (
              <li key={code}>
                <button
                  type="button"
                  className="dropdown-item language-option"
                  lang={code}
                  aria-current={code === current ? 'true' : undefined}
                  data-language={code}
                  onClick={() => void changeLanguage(code, isSignedIn)}
                >
                  <span>{option.native_name}</span>
                  {code === current ? <CheckIcon size={16} /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dropdown>
  );
}
