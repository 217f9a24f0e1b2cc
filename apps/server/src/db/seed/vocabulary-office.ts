import type { VocabularyPart } from './vocabulary-types.ts';

/** Demo texts: security, office tools, design and accounting. */
export const officeVocabulary: VocabularyPart = {
  cybersecurity: {
    it: {
      area: 'sicurezza informatica',
      pains: [
        'La maggior parte degli attacchi informatici inizia con un’email ingannevole aperta da una persona distratta.',
        'Anche le piccole imprese sono un bersaglio: un backup mancante o una password debole possono fermare l’attività.',
      ],
      titles: [
        'Cybersecurity awareness per tutti i dipendenti',
        'Phishing e ingegneria sociale: riconoscere gli attacchi',
        'Sicurezza informatica per PMI',
        'Ethical hacking: introduzione al penetration testing',
        'Gestione degli incidenti informatici',
        'Preparazione alla direttiva NIS2',
      ],
      outcomes: [
        'Riconoscere email di phishing, messaggi sospetti e siti falsi',
        'Creare e gestire password robuste con un password manager',
        'Proteggere dispositivi e dati quando si lavora fuori ufficio',
        'Sapere come comportarsi e chi avvisare in caso di incidente',
        'Valutare i rischi informatici principali della propria azienda',
        'Conoscere gli obblighi introdotti dalla direttiva NIS2',
      ],
      modules: [
        'Come ragiona un attaccante',
        'Phishing, truffe e ingegneria sociale',
        'Password, autenticazione a più fattori e backup',
        'Lavoro da remoto e dispositivi mobili',
        'Procedura di risposta agli incidenti',
      ],
      audiences: [
        'Tutti i dipendenti che usano email e computer aziendali.',
        'Responsabili IT e titolari di piccole e medie imprese.',
      ],
      needs: ['cybersecurity awareness per i dipendenti', 'sicurezza informatica e NIS2'],
    },
    en: {
      area: 'cybersecurity',
      pains: [
        'Most cyber attacks start with a deceptive email opened by someone in a hurry.',
        'Small companies are targets too: one missing backup or weak password can stop the business.',
      ],
      titles: [
        'Security Awareness for Every Employee',
        'Incident Response Fundamentals',
        'Ethical Hacking: Web Application Security',
      ],
      outcomes: [
        'Spot phishing emails, suspicious messages and fake websites',
        'Use strong passwords and multi-factor authentication',
        'Protect devices and data when working remotely',
        'Know what to do, and whom to call, when something goes wrong',
        'Find and fix the most common web vulnerabilities',
      ],
      modules: [
        'How attackers think',
        'Phishing and social engineering',
        'Passwords, MFA and backups',
        'Incident response playbook',
      ],
      audiences: [
        'All staff who use company email and computers.',
        'IT managers and developers responsible for security.',
      ],
      needs: ['security awareness training', 'incident response training'],
    },
    hours: [4, 24],
    euros: [290, 1890],
    delivery: 'mixed',
  },
  'office-tools': {
    it: {
      area: 'strumenti di produttività',
      pains: [
        'Si passano ore ogni settimana su fogli di calcolo e documenti: qualche funzione in più fa risparmiare giorni.',
        'Molti usano Excel da anni ma solo per una piccola parte di ciò che sa fare.',
      ],
      titles: [
        'Excel avanzato: funzioni, tabelle pivot e grafici',
        'Excel base per l’ufficio',
        'Macro e VBA per automatizzare Excel',
        'Microsoft 365: Teams, OneDrive e SharePoint',
        'Power Query: automatizzare la preparazione dei dati',
        'Word e PowerPoint per documenti professionali',
      ],
      outcomes: [
        'Usare CERCA.X, SE annidati e funzioni di testo e data',
        'Riassumere grandi tabelle con le tabelle pivot',
        'Creare grafici chiari e aggiornabili',
        'Automatizzare operazioni ripetitive con macro',
        'Collaborare su documenti condivisi senza versioni duplicate',
        'Preparare presentazioni ordinate con modelli e stili',
      ],
      modules: [
        'Formule e funzioni essenziali',
        'Tabelle, filtri e convalida dei dati',
        'Tabelle pivot e grafici',
        'Power Query e automazioni',
        'Collaborazione con Microsoft 365',
      ],
      audiences: [
        'Impiegati amministrativi, assistenti, addetti commerciali e di produzione.',
        'Chiunque usi Excel ogni giorno e voglia lavorare più velocemente.',
      ],
      needs: ['Excel avanzato per l’amministrazione', 'Microsoft 365 e Teams'],
    },
    en: {
      area: 'office productivity',
      pains: [
        'People spend hours a week in spreadsheets and documents: a few more features save days.',
        'Many have used Excel for years but only a small part of what it can do.',
      ],
      titles: [
        'Excel Power User: Pivot Tables and Dashboards',
        'Power Query and Power Pivot',
        'Microsoft Teams for Productive Collaboration',
      ],
      outcomes: [
        'Use XLOOKUP, nested IFs and date functions with ease',
        'Summarise large tables with pivot tables',
        'Build clear, refreshable charts and dashboards',
        'Automate data preparation with Power Query',
        'Collaborate on shared files without duplicate versions',
      ],
      modules: [
        'Essential formulas',
        'Tables and data validation',
        'Pivot tables and charts',
        'Power Query automation',
      ],
      audiences: [
        'Office staff, assistants and analysts.',
        'Anyone who lives in Excel and wants to work faster.',
      ],
      needs: ['advanced Excel training', 'Microsoft 365 adoption'],
    },
    hours: [4, 16],
    euros: [290, 690],
    delivery: 'mixed',
  },
  design: {
    it: {
      area: 'design e progettazione',
      pains: [
        'Prodotti e servizi vengono spesso progettati a partire da ciò che l’azienda sa fare, non da ciò che serve alle persone.',
        'Un buon design non è una questione estetica: riduce errori, richieste di assistenza e tempi di lavoro.',
      ],
      titles: [
        'Design thinking: innovare partendo dalle persone',
        'UX design: fondamenti di esperienza utente',
        'Figma per non designer',
        'Progettare servizi: introduzione al service design',
        'Grafica per la comunicazione aziendale',
        'Accessibilità digitale: siti e documenti per tutti',
      ],
      outcomes: [
        'Intervistare gli utenti e sintetizzare ciò che emerge',
        'Definire il problema giusto prima di cercare soluzioni',
        'Generare idee in gruppo con tecniche strutturate',
        'Costruire prototipi rapidi e metterli alla prova',
        'Creare layout chiari con gerarchia, spazi e contrasto',
        'Verificare l’accessibilità di un sito o di un documento',
      ],
      modules: [
        'Ricerca con gli utenti',
        'Definizione del problema e mappe',
        'Ideazione e selezione delle idee',
        'Prototipazione e test',
        'Principi di layout e accessibilità',
      ],
      audiences: [
        'Team di prodotto, marketing e innovazione.',
        'Professionisti che vogliono introdurre un approccio centrato sulle persone.',
      ],
      needs: ['design thinking per il team innovazione', 'UX design e prototipazione'],
    },
    en: {
      area: 'design',
      pains: [
        'Products are often designed around what the company can build, not around what people need.',
        'Good design is not decoration: it cuts errors, support calls and time on task.',
      ],
      titles: [
        'Design Thinking Sprint',
        'UX Research for Product Teams',
        'Accessible Design Essentials',
      ],
      outcomes: [
        'Interview users and synthesise what you learn',
        'Frame the right problem before looking for solutions',
        'Generate ideas as a group with structured techniques',
        'Build quick prototypes and test them with real people',
        'Check a page or document for accessibility',
      ],
      modules: [
        'User research',
        'Problem framing',
        'Ideation and prototyping',
        'Testing and iteration',
      ],
      audiences: [
        'Product, marketing and innovation teams.',
        'Anyone who wants to design with people rather than for them.',
      ],
      needs: ['design thinking workshop', 'UX research training'],
    },
    hours: [8, 24],
    euros: [390, 1490],
    delivery: 'mixed',
  },
  accounting: {
    it: {
      area: 'contabilità e fiscalità',
      pains: [
        'Norme fiscali e adempimenti cambiano ogni anno: restare aggiornati è parte del lavoro.',
        'Una contabilità ordinata è la base per decisioni corrette e controlli senza sorprese.',
      ],
      titles: [
        'Contabilità generale: dalla prima nota al bilancio',
        'Fatturazione elettronica e IVA',
        'Chiusure di bilancio e scritture di assestamento',
        'Contabilità analitica e centri di costo',
        'Principi contabili internazionali IAS/IFRS',
        'Fiscalità d’impresa: novità dell’anno',
      ],
      outcomes: [
        'Registrare correttamente le operazioni più frequenti',
        'Gestire la fatturazione elettronica e i casi particolari IVA',
        'Preparare le scritture di fine anno',
        'Impostare centri di costo utili al controllo di gestione',
        'Conoscere le principali differenze tra principi nazionali e IFRS',
        'Applicare le novità fiscali dell’anno ai casi pratici',
      ],
      modules: [
        'Partita doppia e piano dei conti',
        'IVA e fatturazione elettronica',
        'Ratei, risconti, ammortamenti',
        'Contabilità analitica',
        'Casi pratici e domande dei partecipanti',
      ],
      audiences: [
        'Addetti alla contabilità, impiegati amministrativi e collaboratori di studi professionali.',
        'Responsabili amministrativi che vogliono aggiornarsi.',
      ],
      needs: ['contabilità generale per nuovi addetti', 'aggiornamento IVA e fatturazione'],
    },
    en: {
      area: 'accounting',
      pains: [
        'Rules and reporting requirements change every year: staying current is part of the job.',
        'Clean books are the basis for sound decisions and audits without surprises.',
      ],
      titles: [
        'IFRS Essentials for Accountants',
        'Management Accounting and Cost Centres',
        'Month-End Close Best Practices',
      ],
      outcomes: [
        'Record the most common transactions correctly',
        'Prepare month-end and year-end adjustments',
        'Set up cost centres that support management decisions',
        'Know the key differences between local GAAP and IFRS',
        'Shorten the monthly close with a checklist',
      ],
      modules: [
        'Double entry and chart of accounts',
        'Accruals, deferrals and depreciation',
        'Cost accounting',
        'IFRS in practice',
      ],
      audiences: [
        'Accounting staff and finance assistants.',
        'Finance managers who want to update their knowledge.',
      ],
      needs: ['IFRS training', 'management accounting'],
    },
    hours: [8, 24],
    euros: [350, 1290],
    delivery: 'mixed',
  },
};
