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
        'Molti usano Excel, Word e Teams da anni, ma solo per una piccola parte di ciò che sanno fare.',
      ],
      audiences: [
        'Impiegati amministrativi, assistenti, addetti commerciali e di produzione.',
        'Chiunque passi la giornata al computer e voglia lavorare più velocemente.',
      ],
      needs: ['Excel avanzato per l’amministrazione', 'Microsoft 365 e Teams'],
    },
    en: {
      area: 'office productivity',
      pains: [
        'People spend hours a week in spreadsheets and documents: a few more features save days.',
        'Many have used Excel, Word and Teams for years, but only a small part of what they can do.',
      ],
      audiences: [
        'Office staff, assistants and analysts.',
        'Anyone who spends the day at a computer and wants to work faster.',
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
