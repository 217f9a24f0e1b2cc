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
      titles: [
        'Vendita consulenziale: dalle domande alla proposta',
        'Tecniche di vendita B2B per PMI',
        'Gestione delle obiezioni e chiusura della trattativa',
        'Social selling su LinkedIn per commerciali',
        'Key account management: far crescere i clienti strategici',
        'Vendere al telefono e in videochiamata',
      ],
      outcomes: [
        'Preparare una visita commerciale con obiettivi chiari',
        'Fare domande che fanno emergere i bisogni reali del cliente',
        'Presentare la propria offerta in termini di benefici concreti',
        'Rispondere alle obiezioni più frequenti senza mettersi sulla difensiva',
        'Chiudere la trattativa e concordare i passi successivi',
        'Organizzare un piano di sviluppo per i clienti più importanti',
      ],
      modules: [
        'Il processo di vendita e le sue fasi',
        'Domande di scoperta e ascolto',
        'Presentazione del valore e proposta',
        'Obiezioni, prezzo e chiusura',
        'Follow-up e gestione del portafoglio clienti',
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
      titles: [
        'Consultative Selling for B2B Teams',
        'Key Account Management Masterclass',
        'Social Selling with LinkedIn',
      ],
      outcomes: [
        'Plan every sales call with a clear objective',
        'Ask questions that reveal the client’s real needs',
        'Present your offer as concrete benefits',
        'Handle common objections without getting defensive',
        'Close with agreed next steps',
      ],
      modules: [
        'The sales process step by step',
        'Discovery questions and listening',
        'Value proposition and offer',
        'Objections, price and closing',
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
      titles: [
        'Marketing strategico per PMI',
        'Brand positioning: definire cosa rende unica la tua azienda',
        'Piano marketing annuale in pratica',
        'Ricerche di mercato con pochi mezzi',
        'Marketing B2B: generare contatti qualificati',
        'Prezzi e offerte: strategie di pricing',
      ],
      outcomes: [
        'Analizzare mercato, concorrenti e clienti con strumenti semplici',
        'Definire il posizionamento e la proposta di valore',
        'Costruire un piano marketing con obiettivi e budget',
        'Scegliere i canali più adatti al proprio pubblico',
        'Misurare i risultati delle campagne e correggere la rotta',
        'Impostare una politica di prezzo coerente con il valore offerto',
      ],
      modules: [
        'Analisi del mercato e dei concorrenti',
        'Segmentazione e cliente ideale',
        'Posizionamento e proposta di valore',
        'Piano marketing: obiettivi, canali, budget',
        'Indicatori e revisione trimestrale',
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
      titles: [
        'Marketing Strategy for Small Businesses',
        'Brand Positioning Workshop',
        'B2B Lead Generation Playbook',
      ],
      outcomes: [
        'Analyse market, competitors and customers with simple tools',
        'Define your positioning and value proposition',
        'Build a marketing plan with goals and budget',
        'Pick the channels your audience actually uses',
        'Measure campaign results and adjust',
      ],
      modules: [
        'Market and competitor analysis',
        'Segments and ideal customer',
        'Positioning and value proposition',
        'Plan, channels and budget',
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
      titles: [
        'Social media marketing per aziende',
        'Google Ads: creare e ottimizzare campagne',
        'SEO per siti aziendali ed e-commerce',
        'Email marketing e automazioni',
        'Google Analytics 4 per chi lavora nel marketing',
        'Content marketing: un piano editoriale che funziona',
      ],
      outcomes: [
        'Definire obiettivi e pubblico di una strategia digitale',
        'Creare un piano editoriale per i canali social dell’azienda',
        'Impostare una campagna Google Ads con budget controllato',
        'Migliorare la visibilità del sito sui motori di ricerca',
        'Leggere i report di Analytics e trarne decisioni',
        'Costruire sequenze email che accompagnano il cliente all’acquisto',
      ],
      modules: [
        'Strategia digitale e funnel',
        'Social media: canali, contenuti, calendario',
        'Campagne a pagamento: struttura e budget',
        'SEO: parole chiave, contenuti, aspetti tecnici',
        'Misurare: Analytics, conversioni, report',
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
      titles: [
        'Google Analytics 4 for Marketers',
        'UX Writing: Words That Guide Users',
        'SEO Fundamentals for Business Websites',
      ],
      outcomes: [
        'Set goals and audiences for your digital strategy',
        'Plan content for your company’s social channels',
        'Set up a paid search campaign on a controlled budget',
        'Improve your website’s visibility in search engines',
        'Turn analytics reports into decisions',
      ],
      modules: [
        'Digital strategy and funnel',
        'Content planning',
        'Paid campaigns and budgets',
        'Analytics, conversions and reporting',
      ],
      audiences: [
        'Marketing staff, social media managers and small business owners.',
        'Writers and designers working on websites and apps.',
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
      titles: [
        'Finanza per non specialisti: leggere i numeri dell’azienda',
        'Budget e controllo di gestione',
        'Analisi di bilancio per manager',
        'Gestione della liquidità e del cash flow',
        'Modelli finanziari in Excel',
        'Valutazione degli investimenti: VAN, TIR e payback',
      ],
      outcomes: [
        'Leggere stato patrimoniale e conto economico senza timore',
        'Calcolare e interpretare i principali indici di bilancio',
        'Costruire un budget annuale e confrontarlo con il consuntivo',
        'Prevedere i flussi di cassa dei prossimi mesi',
        'Valutare un investimento con VAN e TIR',
        'Presentare i numeri alla direzione in modo chiaro',
      ],
      modules: [
        'Bilancio: le voci che contano',
        'Indici di redditività, liquidità e solidità',
        'Budget e analisi degli scostamenti',
        'Cash flow e fabbisogno finanziario',
        'Decisioni di investimento',
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
      titles: [
        'Financial Modelling in Excel',
        'Finance for Non-Financial Managers',
        'Cash Flow Forecasting for Growing Companies',
      ],
      outcomes: [
        'Read a balance sheet and an income statement with confidence',
        'Calculate and interpret the key financial ratios',
        'Build a three-statement model from scratch',
        'Forecast cash flow for the coming months',
        'Assess an investment with NPV and IRR',
      ],
      modules: [
        'Financial statements that matter',
        'Ratios and what they tell you',
        'Model structure and best practice',
        'Cash flow and scenarios',
      ],
      audiences: [
        'Managers and founders without a finance background.',
        'Analysts who want to build cleaner, auditable models.',
      ],
      needs: ['finance for non-financial managers', 'financial modelling in Excel'],
    },
    hours: [8, 24],
    euros: [490, 1790],
    delivery: 'mixed',
  },
};
