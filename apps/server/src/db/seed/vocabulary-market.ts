import type { VocabularyPart } from './vocabulary-types.ts';

/** Demo texts: selling and marketing. */
export const marketVocabulary: VocabularyPart = {
  sales: {
    it: {
      area: 'vendita',
      pains: [
        'I clienti arrivano all’incontro già informati: il venditore deve portare valore, non solo un listino.',
        'Molte trattative si perdono non sul prezzo ma su domande mancate e follow-up dimenticati.',
      ],
      audiences: [
        'Agenti, commerciali, area manager e titolari che vendono in prima persona.',
        'Tecnici che affiancano la rete vendita negli incontri con i clienti.',
      ],
      needs: ['tecniche di vendita per la rete commerciale', 'key account management'],
    },
    en: {
      area: 'sales',
      pains: [
        'Buyers arrive well informed: sales people have to bring insight, not just a price list.',
        'Many deals are lost not on price but on missing questions and forgotten follow-ups.',
      ],
      audiences: [
        'Account managers, sales representatives and business owners who sell.',
        'Technical staff who support sales meetings.',
      ],
      needs: ['B2B sales training', 'key account management'],
    },
    hours: [8, 24],
    euros: [390, 1390],
    delivery: 'mixed',
  },
  marketing: {
    it: {
      area: 'marketing',
      pains: [
        'Senza un posizionamento chiaro, ogni azione di marketing diventa un tentativo isolato.',
        'Le piccole imprese hanno budget limitati: per questo devono scegliere bene dove investire.',
      ],
      audiences: [
        'Imprenditori, responsabili marketing e commerciali di piccole e medie imprese.',
        'Chi ha appena assunto la responsabilità del marketing e vuole un metodo.',
      ],
      needs: ['marketing strategico per la nostra PMI', 'posizionamento del brand'],
    },
    en: {
      area: 'marketing',
      pains: [
        'Without clear positioning, every marketing action is an isolated attempt.',
        'Small companies have small budgets, so they must choose carefully where to invest.',
      ],
      audiences: [
        'Founders, marketing managers and sales leads of small and mid-sized companies.',
        'People new to a marketing role who want a method.',
      ],
      needs: ['marketing strategy workshop', 'B2B lead generation'],
    },
    hours: [8, 24],
    euros: [390, 1290],
    delivery: 'mixed',
  },
  'digital-marketing': {
    it: {
      area: 'marketing digitale',
      pains: [
        'Essere online non basta: servono contenuti utili, campagne mirate e dati letti con attenzione.',
        'Le piattaforme cambiano di continuo, ma i principi di una buona strategia digitale restano.',
      ],
      audiences: [
        'Addetti marketing, social media manager e titolari di piccole attività.',
        'Professionisti della comunicazione che vogliono aggiornarsi sugli strumenti digitali.',
      ],
      needs: ['social media marketing', 'Google Ads e Analytics'],
    },
    en: {
      area: 'digital marketing',
      pains: [
        'Being online is not enough: you need useful content, targeted campaigns and careful reading of data.',
        'Platforms change constantly, but the principles of a good digital strategy stay the same.',
      ],
      audiences: [
        'Marketing staff, social media managers and small business owners.',
        'Communication professionals who want up-to-date digital skills.',
      ],
      needs: ['digital marketing training', 'Google Analytics 4 workshop'],
    },
    hours: [6, 20],
    euros: [290, 990],
    delivery: 'online',
  },
  finance: {
    it: {
      area: 'finanza aziendale',
      pains: [
        'Molte decisioni aziendali si prendono guardando il fatturato, mentre la vera salute è nei flussi di cassa.',
        'Capire i numeri dell’azienda è una competenza utile a tutti i manager, non solo all’amministrazione.',
      ],
      audiences: [
        'Manager, responsabili di funzione e imprenditori senza formazione finanziaria.',
        'Addetti amministrativi che vogliono passare al controllo di gestione.',
      ],
      needs: ['finanza per non specialisti', 'budget e controllo di gestione'],
    },
    en: {
      area: 'corporate finance',
      pains: [
        'Many business decisions look at revenue, while a company’s real health is in its cash flow.',
        'Understanding the numbers is a skill every manager needs, not only the finance team.',
      ],
      audiences: [
        'Managers and founders without a finance background.',
        'Finance staff who want to explain the numbers to everyone else.',
      ],
      needs: ['finance for non-financial managers', 'financial modelling in Excel'],
    },
    hours: [8, 24],
    euros: [490, 1790],
    delivery: 'mixed',
  },
};
