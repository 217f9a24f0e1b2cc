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
      titles: [
        'Power BI: dai dati ai report interattivi',
        'Python per l’analisi dei dati con pandas',
        'SQL per analisti: interrogare i database aziendali',
        'Data visualization: grafici che comunicano',
        'Statistica applicata al business',
        'Dashboard per la direzione: progettare KPI utili',
      ],
      outcomes: [
        'Importare, pulire e collegare dati da fonti diverse',
        'Scrivere query SQL per estrarre e aggregare informazioni',
        'Analizzare dati tabellari con Python e pandas',
        'Scegliere il grafico giusto per ogni messaggio',
        'Costruire una dashboard interattiva in Power BI',
        'Definire indicatori che aiutano davvero a decidere',
      ],
      modules: [
        'Preparazione e pulizia dei dati',
        'Modello dati e relazioni',
        'Query e aggregazioni',
        'Visualizzazione e storytelling con i dati',
        'Pubblicazione e condivisione dei report',
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
      titles: [
        'Python for Data Analysis',
        'SQL for Business Analysts',
        'Data Visualisation That Tells a Story',
      ],
      outcomes: [
        'Import, clean and combine data from different sources',
        'Write SQL queries to extract and aggregate information',
        'Analyse tabular data with Python and pandas',
        'Choose the right chart for each message',
        'Design KPIs that help people decide',
      ],
      modules: [
        'Data preparation and cleaning',
        'Queries and aggregations',
        'Exploratory analysis in notebooks',
        'Charts, dashboards and storytelling',
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
      titles: [
        'IA generativa in ufficio: scrivere, riassumere, analizzare',
        'Prompt engineering per professionisti',
        'Machine learning per manager: concetti e casi d’uso',
        'Introduzione al machine learning con Python',
        'IA e processi aziendali: individuare i casi d’uso',
        'Usare l’IA in modo responsabile: regole, rischi e AI Act',
      ],
      outcomes: [
        'Capire come funzionano i modelli linguistici e quali sono i loro limiti',
        'Scrivere prompt chiari per ottenere risultati affidabili',
        'Usare l’IA per bozze, sintesi e analisi di documenti',
        'Riconoscere i processi aziendali in cui l’IA porta valore',
        'Valutare rischi di privacy, qualità e proprietà intellettuale',
        'Addestrare e valutare un semplice modello di classificazione',
      ],
      modules: [
        'Cos’è (e cosa non è) l’intelligenza artificiale',
        'Modelli linguistici e prompt',
        'Casi d’uso in ufficio: esercitazioni guidate',
        'Dati, privacy e regole aziendali',
        'Dal prototipo al processo',
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
      titles: [
        'Generative AI for Knowledge Workers',
        'Machine Learning Foundations with Python',
        'AI Strategy for Business Leaders',
      ],
      outcomes: [
        'Understand how language models work and where they fail',
        'Write prompts that give reliable results',
        'Use AI for drafts, summaries and document analysis',
        'Spot the business processes where AI adds value',
        'Assess privacy, quality and IP risks',
      ],
      modules: [
        'What AI is, and what it is not',
        'Language models and prompting',
        'Hands-on office use cases',
        'Data, privacy and company policy',
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
      titles: [
        'Git e GitHub per team di sviluppo',
        'JavaScript moderno e TypeScript',
        'React: sviluppare interfacce web moderne',
        'Test automatici e qualità del codice',
        'Clean code e refactoring',
        'API REST con Node.js',
      ],
      outcomes: [
        'Lavorare con branch, pull request e revisioni del codice',
        'Scrivere codice leggibile con nomi chiari e funzioni piccole',
        'Tipizzare un progetto JavaScript con TypeScript',
        'Costruire componenti riutilizzabili in React',
        'Scrivere test automatici che danno fiducia nei rilasci',
        'Progettare e documentare una API REST',
      ],
      modules: [
        'Ambiente di sviluppo e versionamento',
        'Linguaggio e buone pratiche',
        'Architettura di una applicazione',
        'Test unitari e di integrazione',
        'Progetto guidato dall’inizio al rilascio',
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
      titles: [
        'Modern TypeScript for Developers',
        'Test-Driven Development Workshop',
        'DevOps Foundations: CI/CD Pipelines',
      ],
      outcomes: [
        'Work with branches, pull requests and code reviews',
        'Write readable code with clear names and small functions',
        'Add types to a JavaScript codebase',
        'Write automated tests that make releases boring',
        'Build a pipeline that tests and deploys on every change',
      ],
      modules: [
        'Tooling and version control',
        'Language features and good practice',
        'Testing strategies',
        'Continuous integration and delivery',
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
      titles: [
        'AWS Cloud Practitioner: preparazione alla certificazione',
        'Microsoft Azure fondamentali',
        'Docker e container per sviluppatori',
        'Kubernetes in pratica',
        'Architetture cloud sicure e scalabili',
        'Controllo dei costi nel cloud',
      ],
      outcomes: [
        'Conoscere i servizi principali di calcolo, archiviazione e rete',
        'Scegliere il modello giusto tra IaaS, PaaS e servizi gestiti',
        'Impacchettare un’applicazione in un container',
        'Distribuire e scalare servizi su Kubernetes',
        'Proteggere accessi e dati con identità e permessi minimi',
        'Monitorare e ridurre la spesa mensile',
      ],
      modules: [
        'Concetti di base del cloud',
        'Servizi di calcolo, dati e rete',
        'Container e orchestrazione',
        'Sicurezza e gestione delle identità',
        'Costi, monitoraggio e buone pratiche',
      ],
      audiences: [
        'Sistemisti, sviluppatori e responsabili IT.',
        'Professionisti che preparano una certificazione cloud.',
      ],
      needs: ['AWS per il team IT', 'Docker e Kubernetes'],
    },
    en: {
      area: 'cloud computing',
      pains: [
        'Moving to the cloud promises flexibility, but without the right skills the bill grows fast.',
        'Cloud platforms offer hundreds of services: you need to know which to use and how to keep them in check.',
      ],
      titles: [
        'AWS Solutions Architect Associate Prep',
        'Kubernetes for Developers',
        'Cloud Cost Optimisation in Practice',
      ],
      outcomes: [
        'Know the core compute, storage and network services',
        'Choose between virtual machines, containers and managed services',
        'Deploy and scale services on Kubernetes',
        'Secure access with least-privilege identities',
        'Monitor and reduce monthly spend',
      ],
      modules: [
        'Cloud foundations',
        'Compute, data and networking',
        'Containers and orchestration',
        'Security, cost and operations',
      ],
      audiences: [
        'System administrators, developers and IT leads.',
        'Professionals preparing for a cloud certification.',
      ],
      needs: ['AWS training for our IT team', 'Kubernetes workshop'],
    },
    hours: [16, 40],
    euros: [690, 2200],
    delivery: 'online',
  },
};
