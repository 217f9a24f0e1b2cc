import type { VocabularyPart } from './vocabulary-types.ts';

/** Demo texts: languages, compliance and privacy. */
export const rulesVocabulary: VocabularyPart = {
  languages: {
    it: {
      area: 'lingue straniere per il lavoro',
      pains: [
        'Clienti e colleghi di altri paesi si aspettano risposte rapide e chiare, in riunione come per email.',
        'Dopo anni di scuola molti capiscono una lingua ma faticano a usarla con sicurezza nel lavoro di tutti i giorni.',
      ],
      audiences: [
        'Professionisti che usano la lingua con clienti, fornitori o colleghi di altri paesi.',
        'Gruppi omogenei per livello, dal base all’avanzato.',
      ],
      needs: ['inglese commerciale per l’ufficio export', 'tedesco per il reparto vendite'],
    },
    en: {
      area: 'languages for work',
      pains: [
        'Clients and colleagues from other countries expect quick, clear answers, in meetings and by email.',
        'After years at school many people understand a language but struggle to use it confidently at work.',
      ],
      audiences: [
        'Professionals who work with clients, suppliers or colleagues from other countries.',
        'Groups of a similar level, from elementary to advanced.',
      ],
      needs: ['business English for the sales team', 'Italian for our international staff'],
    },
    hours: [16, 40],
    euros: [390, 1490],
    delivery: 'mixed',
  },
  'compliance-privacy': {
    it: {
      area: 'privacy e compliance',
      pains: [
        'Una violazione delle regole, dalla privacy all’anticorruzione, può costare sanzioni elevate e, soprattutto, la fiducia dei clienti.',
        'Le regole sulla privacy e sulla responsabilità d’impresa si rispettano ogni giorno, non solo quando arriva un controllo.',
      ],
      audiences: [
        'Referenti privacy, responsabili HR, IT e amministrazione.',
        'Professionisti e aziende che vogliono rispettare le regole senza appesantire il lavoro.',
      ],
      needs: ['GDPR per tutto il personale', 'modello 231 e whistleblowing'],
    },
    en: {
      area: 'compliance and data protection',
      pains: [
        'A breach of the rules, from data protection to anti-bribery, can bring heavy fines and, worse, the loss of customers’ trust.',
        'Compliance rules are followed every day, not only when an inspection arrives.',
      ],
      audiences: [
        'Privacy leads, HR, IT and finance staff.',
        'Companies that want to stay compliant without slowing the business down.',
      ],
      needs: ['GDPR awareness training', 'compliance training for managers'],
    },
    hours: [4, 24],
    euros: [290, 1490],
    delivery: 'mixed',
  },
};
