import type { VocabularyPart } from './vocabulary-types.ts';

/** Demo texts: languages, compliance and privacy. */
export const rulesVocabulary: VocabularyPart = {
  languages: {
    it: {
      area: 'lingue straniere per il lavoro',
      pains: [
        'Clienti e colleghi all’estero si aspettano risposte rapide e chiare, in riunione come per email.',
        'Dopo anni di scuola molti capiscono una lingua ma faticano a usarla con sicurezza nel lavoro di tutti i giorni.',
      ],
      titles: [
        'Inglese commerciale: riunioni, telefonate ed email',
        'Inglese per presentazioni e negoziazioni',
        'Tedesco per il lavoro: livello base',
        'Spagnolo commerciale per chi lavora con l’America Latina',
        'Italiano per stranieri: lingua e cultura del lavoro',
        'Francese professionale: comunicazione scritta e orale',
      ],
      outcomes: [
        'Partecipare a riunioni e videochiamate in lingua con maggiore sicurezza',
        'Scrivere email professionali chiare e nel registro giusto',
        'Presentare l’azienda e i propri prodotti',
        'Gestire telefonate con clienti e fornitori',
        'Ampliare il lessico specifico del proprio settore',
        'Conoscere le abitudini culturali dei partner stranieri',
      ],
      modules: [
        'Valutazione iniziale del livello',
        'Conversazione e simulazioni di riunione',
        'Email e comunicazione scritta',
        'Lessico di settore',
        'Presentazioni e telefonate',
      ],
      audiences: [
        'Professionisti che usano la lingua con clienti, fornitori o colleghi all’estero.',
        'Gruppi omogenei per livello, dal base all’avanzato.',
      ],
      needs: ['inglese commerciale per l’ufficio export', 'tedesco per il reparto vendite'],
    },
    en: {
      area: 'languages for work',
      pains: [
        'Clients and colleagues abroad expect quick, clear answers, in meetings and by email.',
        'After years at school many people understand a language but struggle to use it confidently at work.',
      ],
      titles: [
        'Business English: Meetings and Calls',
        'English for International Presentations',
        'Italian for International Professionals',
      ],
      outcomes: [
        'Take part in meetings and calls with more confidence',
        'Write professional emails in the right tone',
        'Present your company and products',
        'Handle phone calls with clients and suppliers',
        'Build the vocabulary of your sector',
      ],
      modules: [
        'Level check and goals',
        'Conversation and meeting practice',
        'Emails and written communication',
        'Presentations and calls',
      ],
      audiences: [
        'Professionals who work with clients, suppliers or colleagues abroad.',
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
        'Una violazione dei dati personali può costare sanzioni elevate e, soprattutto, la fiducia dei clienti.',
        'Le regole sulla privacy e sulla responsabilità d’impresa si rispettano ogni giorno, non solo quando arriva un controllo.',
      ],
      titles: [
        'GDPR in pratica: la privacy in azienda',
        'Corso per DPO: ruolo, compiti e responsabilità',
        'Modello 231 e responsabilità amministrativa degli enti',
        'Whistleblowing: gestire le segnalazioni',
        'Antiriciclaggio per professionisti e intermediari',
        'Data breach: prevenire e gestire una violazione',
      ],
      outcomes: [
        'Conoscere i principi del GDPR e le basi giuridiche del trattamento',
        'Tenere aggiornato il registro dei trattamenti',
        'Scrivere informative chiare per clienti e dipendenti',
        'Gestire una violazione dei dati nei tempi previsti',
        'Capire come funziona un modello organizzativo 231',
        'Impostare un canale di segnalazione conforme alla normativa',
      ],
      modules: [
        'Principi e ruoli del GDPR',
        'Registro dei trattamenti e informative',
        'Valutazione d’impatto e misure di sicurezza',
        'Data breach: procedura e notifica',
        'Modello 231 e whistleblowing',
      ],
      audiences: [
        'Referenti privacy, responsabili HR, IT e amministrazione.',
        'Professionisti e aziende che trattano dati personali di clienti e dipendenti.',
      ],
      needs: ['GDPR per tutto il personale', 'modello 231 e whistleblowing'],
    },
    en: {
      area: 'compliance and data protection',
      pains: [
        'A personal data breach can bring heavy fines and, worse, the loss of customers’ trust.',
        'Compliance rules are followed every day, not only when an inspection arrives.',
      ],
      titles: [
        'GDPR Essentials for Teams',
        'Data Protection Officer Training',
        'Anti-Bribery and Corruption Compliance',
      ],
      outcomes: [
        'Know the GDPR principles and legal bases for processing',
        'Keep your record of processing activities up to date',
        'Write clear privacy notices for customers and staff',
        'Handle a data breach within the legal deadlines',
        'Recognise and report bribery risks',
      ],
      modules: [
        'GDPR principles and roles',
        'Records and privacy notices',
        'Impact assessments and security',
        'Breach response and reporting',
      ],
      audiences: [
        'Privacy leads, HR, IT and finance staff.',
        'Companies handling personal data of customers and employees.',
      ],
      needs: ['GDPR awareness training', 'compliance training for managers'],
    },
    hours: [4, 24],
    euros: [290, 1490],
    delivery: 'mixed',
  },
};
