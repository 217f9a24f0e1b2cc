import type { Language } from '@app/contracts/locales';
import type { PagePath } from '@app/contracts/pages';

/**
 * The title and description a crawler or a link preview reads for the public pages that are not
 * a listing (a listing says its own), in the five languages; `{product}` is the product's name.
 * Written for search results, so they say what the page offers; the home page's title is the
 * one the app gives it (`titles.home` in the web catalogues).
 */
type PageText = { title: string; description: string };

const eventTexts: Record<Language, PageText> = {
  it: {
    title: 'Eventi di formazione',
    description:
      'Workshop, meetup e corsi in presenza o online nei prossimi mesi: scegli una data e prenota il tuo posto.',
  },
  en: {
    title: 'Training events',
    description:
      'Workshops, meetups and courses in person or online in the coming months: pick a date and book your seat.',
  },
  de: {
    title: 'Schulungsveranstaltungen',
    description:
      'Workshops, Meetups und Kurse vor Ort oder online in den nächsten Monaten: Termin wählen und Platz buchen.',
  },
  fr: {
    title: 'Événements de formation',
    description:
      'Ateliers, meetups et cours en présentiel ou en ligne dans les prochains mois : choisissez une date et réservez votre place.',
  },
  es: {
    title: 'Eventos de formación',
    description:
      'Talleres, meetups y cursos presenciales u online en los próximos meses: elija una fecha y reserve su plaza.',
  },
};

export const publicPageTexts: Partial<Record<PagePath, Record<Language, PageText>>> = {
  '': {
    it: {
      title: 'Marketplace globale della formazione',
      description:
        'Trova formatori, corsi ed eventi di formazione aziendale, confronta i preventivi e prenota: {product} è il marketplace della formazione per aziende, PMI e professionisti.',
    },
    en: {
      title: 'Global Training Marketplace',
      description:
        'Find trainers, training courses and events, compare quotes and book: {product} is the training marketplace for companies, SMEs and professionals.',
    },
    de: {
      title: 'Globaler Marktplatz für Weiterbildung',
      description:
        'Finden Sie Trainer, Schulungen und Veranstaltungen, vergleichen Sie Angebote und buchen Sie: {product} ist der Marktplatz für Weiterbildung für Unternehmen, KMU und Fachleute.',
    },
    fr: {
      title: 'Marketplace mondiale de la formation',
      description:
        'Trouvez des formateurs, des formations et des événements, comparez les devis et réservez : {product} est la place de marché de la formation pour les entreprises, les PME et les professionnels.',
    },
    es: {
      title: 'Marketplace global de formación',
      description:
        'Encuentre formadores, cursos y eventos de formación, compare presupuestos y reserve: {product} es el marketplace de la formación para empresas, pymes y profesionales.',
    },
  },
  search: {
    it: {
      title: 'Corsi di formazione e formatori',
      description:
        'Cerca tra i corsi di formazione aziendale per argomento, categoria, modalità, lingua e prezzo, con le recensioni verificate di chi li ha frequentati.',
    },
    en: {
      title: 'Training courses and trainers',
      description:
        'Search corporate training courses by topic, category, delivery, language and price, with verified reviews from the people who attended them.',
    },
    de: {
      title: 'Schulungen und Trainer',
      description:
        'Suchen Sie Firmenschulungen nach Thema, Kategorie, Format, Sprache und Preis, mit geprüften Bewertungen der Teilnehmenden.',
    },
    fr: {
      title: 'Formations et formateurs',
      description:
        'Recherchez des formations en entreprise par sujet, catégorie, modalité, langue et prix, avec les avis vérifiés de ceux qui les ont suivies.',
    },
    es: {
      title: 'Cursos de formación y formadores',
      description:
        'Busque cursos de formación empresarial por tema, categoría, modalidad, idioma y precio, con reseñas verificadas de quienes los hicieron.',
    },
  },
  event: eventTexts,
  'event/search': eventTexts,
  'requirement/search': {
    it: {
      title: 'Richieste di formazione',
      description:
        'Le esigenze di formazione pubblicate da aziende e professionisti: leggi cosa cercano e rispondi con un preventivo.',
    },
    en: {
      title: 'Training requests',
      description:
        'Training needs posted by companies and professionals: read what they are looking for and answer with a quote.',
    },
    de: {
      title: 'Schulungsanfragen',
      description:
        'Schulungsbedarf von Unternehmen und Fachleuten: Lesen Sie, was gesucht wird, und antworten Sie mit einem Angebot.',
    },
    fr: {
      title: 'Demandes de formation',
      description:
        'Les besoins de formation publiés par des entreprises et des professionnels : découvrez ce qu’ils cherchent et répondez par un devis.',
    },
    es: {
      title: 'Solicitudes de formación',
      description:
        'Las necesidades de formación publicadas por empresas y profesionales: lea lo que buscan y responda con un presupuesto.',
    },
  },
};
