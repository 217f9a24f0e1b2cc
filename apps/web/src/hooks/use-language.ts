import { useTranslation } from 'react-i18next';
import { isLanguage, sourceLanguage, type Language } from '@app/contracts/locales';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : sourceLanguage;
}
