import type { VocabularyPart } from './vocabulary-types.ts';

/** Demo texts: data, AI, software and the cloud. */
export const digitalVocabulary: VocabularyPart = {
  'data-analytics': {
    it: {
      area: 'analisi dei dati',
      pains: [
        'Le aziende raccolgono moltissimi dati, ma poche li trasformano in decisioni.',
        'Un buon report risponde a una domanda precisa; troppi cruscotti mostrano tutto e non dicono niente.',
      ],
      audiences: [
        'Controller, analisti, addetti commerciali e chi prepara report periodici.',
        'Professionisti che usano Excel ogni giorno e vogliono fare un passo avanti.',
      ],
      needs: ['Power BI per il reparto controllo', 'analisi dei dati con Python'],
    },
    en: {
      area: 'data analytics',
      pains: [
        'Companies collect huge amounts of data, but few turn it into decisions.',
        'A good report answers one question; too many dashboards show everything and say nothing.',
      ],
      audiences: [
        'Analysts, controllers and anyone who prepares regular reports.',
        'Spreadsheet power users ready for the next step.',
      ],
      needs: ['Python for data analysis', 'SQL training for analysts'],
    },
    hours: [12, 32],
    euros: [490, 1690],
    delivery: 'online',
  },
  'artificial-intelligence': {
    it: {
      area: 'intelligenza artificiale',
      pains: [
        'L’intelligenza artificiale generativa è entrata negli uffici: serve capire cosa sa fare davvero e con quali rischi.',
        'Molte aziende sperimentano strumenti di IA senza regole comuni su dati, qualità e responsabilità.',
      ],
      audiences: [
        'Impiegati, manager e professionisti che vogliono usare l’IA nel lavoro quotidiano.',
        'Responsabili di funzione che devono decidere dove introdurre l’IA.',
      ],
      needs: ['IA generativa per gli uffici', 'introduzione al machine learning'],
    },
    en: {
      area: 'artificial intelligence',
      pains: [
        'Generative AI has arrived in every office: people need to know what it really does well, and its risks.',
        'Many companies experiment with AI tools without shared rules on data, quality and accountability.',
      ],
      audiences: [
        'Knowledge workers and managers who want to use AI at work.',
        'Leaders deciding where AI belongs in their processes.',
      ],
      needs: ['generative AI workshop', 'AI strategy for managers'],
    },
    hours: [6, 24],
    euros: [390, 1590],
    delivery: 'online',
  },
  'software-development': {
    it: {
      area: 'sviluppo software',
      pains: [
        'Il codice scritto in fretta oggi diventa il debito tecnico di domani.',
        'Le tecnologie cambiano velocemente: un team aggiornato consegna prima e con meno errori.',
      ],
      audiences: [
        'Sviluppatori junior e programmatori che vogliono aggiornarsi.',
        'Team di sviluppo che vogliono adottare pratiche comuni.',
      ],
      needs: ['TypeScript e React per il team web', 'test automatici e qualità del codice'],
    },
    en: {
      area: 'software development',
      pains: [
        'Code written in a hurry today becomes tomorrow’s technical debt.',
        'Technology moves fast: teams that keep up ship sooner and with fewer bugs.',
      ],
      audiences: [
        'Junior and mid-level developers.',
        'Development teams adopting shared practices.',
      ],
      needs: ['TypeScript training for developers', 'CI/CD and DevOps practices'],
    },
    hours: [16, 40],
    euros: [690, 2400],
    delivery: 'online',
  },
  cloud: {
    it: {
      area: 'cloud computing',
      pains: [
        'Portare applicazioni e dati nel cloud promette flessibilità, ma senza competenze i costi crescono in fretta.',
        'Le piattaforme cloud offrono centinaia di servizi: serve sapere quali usare e come tenerli sotto controllo.',
      ],
      audiences: [
        'Sistemisti, sviluppatori e responsabili IT.',
        'Team che stanno portando applicazioni e dati nel cloud.',
      ],
      needs: ['AWS per il team IT', 'Docker e Kubernetes'],
    },
    en: {
      area: 'cloud computing',
      pains: [
        'Moving to the cloud promises flexibility, but without the right skills the bill grows fast.',
        'Cloud platforms offer hundreds of services: you need to know which to use and how to keep them in check.',
      ],
      audiences: [
        'System administrators, developers and IT leads.',
        'Teams moving applications and data to the cloud.',
      ],
      needs: ['AWS training for our IT team', 'Kubernetes workshop'],
    },
    hours: [16, 40],
    euros: [690, 2200],
    delivery: 'online',
  },
};
