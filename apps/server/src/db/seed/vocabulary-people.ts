import type { VocabularyPart } from './vocabulary-types.ts';

/** Demo texts: leading and growing people. */
export const peopleVocabulary: VocabularyPart = {
  leadership: {
    it: {
      area: 'leadership e gestione dei collaboratori',
      pains: [
        'Molti responsabili arrivano al ruolo grazie alla competenza tecnica e si trovano a guidare persone senza strumenti chiari.',
        'Guidare un team oggi significa tenere insieme risultati, motivazione e cambiamenti continui, spesso a distanza.',
      ],
      audiences: [
        'Team leader, responsabili di funzione e neo-manager che coordinano da 3 a 20 persone.',
        'Professionisti che stanno per assumere un ruolo di coordinamento e vogliono arrivarci preparati.',
      ],
      needs: ['leadership per neo-responsabili', 'gestione dei collaboratori e feedback'],
    },
    en: {
      area: 'leadership and people management',
      pains: [
        'Many managers are promoted for their technical skills and then lead people without a clear toolkit.',
        'Leading a team today means balancing results, motivation and constant change, often across locations.',
      ],
      audiences: [
        'Team leaders, department heads and newly promoted managers.',
        'Specialists about to take on their first people-management role.',
      ],
      needs: ['leadership training for new managers', 'coaching skills for team leads'],
    },
    hours: [8, 24],
    euros: [390, 1490],
    delivery: 'mixed',
  },
  management: {
    it: {
      area: 'management e organizzazione',
      pains: [
        'Le giornate dei manager sono piene di riunioni, urgenze e decisioni da prendere con informazioni incomplete.',
        'Quando l’azienda cresce, le abitudini che funzionavano in dieci persone non bastano più.',
      ],
      audiences: [
        'Manager, responsabili di area e imprenditori di piccole e medie imprese.',
        'Quadri e figure di coordinamento che vogliono organizzare meglio il lavoro proprio e del team.',
      ],
      needs: ['gestione del tempo e delle priorità', 'organizzazione e ruoli in una PMI'],
    },
    en: {
      area: 'management and organisation',
      pains: [
        'Managers spend their days in meetings and urgent requests, deciding with incomplete information.',
        'As a company grows, the habits that worked with ten people stop working.',
      ],
      audiences: [
        'Managers, department heads and founders of small and mid-sized companies.',
        'Middle managers who want to organise their own and their team’s work better.',
      ],
      needs: ['time management for managers', 'OKR introduction for our leadership team'],
    },
    hours: [6, 16],
    euros: [350, 1190],
    delivery: 'mixed',
  },
  'human-resources': {
    it: {
      area: 'gestione delle risorse umane',
      pains: [
        'Trovare, inserire e trattenere le persone giuste è diventata una delle sfide principali per le aziende.',
        'Le persone chiedono percorsi di crescita chiari, e le aziende hanno bisogno di strumenti per offrirli.',
      ],
      audiences: [
        'Responsabili e addetti HR, recruiter e titolari di piccole imprese che selezionano in autonomia.',
        'Manager di linea coinvolti nella selezione e nella valutazione dei collaboratori.',
      ],
      needs: ['selezione e colloqui strutturati', 'valutazione delle prestazioni'],
    },
    en: {
      area: 'human resources',
      pains: [
        'Finding, onboarding and keeping the right people has become one of the hardest jobs in any company.',
        'People expect clear growth paths, and companies need simple tools to offer them.',
      ],
      audiences: [
        'HR professionals, recruiters and hiring managers.',
        'Team leaders who take part in hiring and performance reviews.',
      ],
      needs: ['structured interviewing for hiring managers', 'emotional intelligence workshop'],
    },
    hours: [6, 16],
    euros: [320, 990],
    delivery: 'mixed',
  },
  communication: {
    it: {
      area: 'comunicazione efficace',
      pains: [
        'Un’idea vale poco se non si riesce a presentarla in modo chiaro e convincente.',
        'Molti malintesi al lavoro nascono da messaggi scritti di fretta o da riunioni senza una struttura.',
      ],
      audiences: [
        'Professionisti che presentano in riunione, a clienti o a convegni.',
        'Chiunque voglia comunicare in modo più chiaro a voce e per iscritto.',
      ],
      needs: ['public speaking', 'scrittura professionale e comunicazione scritta'],
    },
    en: {
      area: 'communication',
      pains: [
        'A good idea goes nowhere if you cannot present it clearly and convincingly.',
        'Many misunderstandings at work start with rushed messages or meetings without structure.',
      ],
      audiences: [
        'Professionals who present to colleagues, clients or conferences.',
        'Anyone who wants to communicate more clearly in speech and in writing.',
      ],
      needs: ['presentation skills', 'business writing in English'],
    },
    hours: [6, 16],
    euros: [290, 890],
    delivery: 'mixed',
  },
};
