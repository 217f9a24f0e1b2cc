import { courses } from './course-texts.ts';
import type { CoursePart } from './vocabulary-types.ts';

/** Demo courses: sales, marketing, digital marketing, finance and accounting. */
export const marketCourses: CoursePart = {
  sales: {
    it: courses(`
      # Vendita consulenziale: dalle domande alla proposta
      - Il processo di vendita consulenziale
      - Domande di scoperta e ascolto
      - Dal bisogno alla soluzione: costruire la proposta
      - Presentare la proposta e concordare i passi successivi
      + Fare domande che fanno emergere i bisogni reali del cliente
      + Costruire una proposta su misura per il cliente
      + Concordare con il cliente i passi successivi

      # Tecniche di vendita B2B per PMI
      - Il processo di vendita e le sue fasi
      - Preparare la visita commerciale
      - Presentazione del valore e offerta
      - Follow-up e gestione del portafoglio clienti
      + Preparare una visita commerciale con obiettivi chiari
      + Presentare la propria offerta in termini di benefici concreti
      + Organizzare il follow-up perché nessuna opportunità si perda

      # Gestione delle obiezioni e chiusura della trattativa
      - Perché il cliente obietta: le obiezioni più frequenti
      - Ascoltare, riformulare, rispondere
      - L’obiezione sul prezzo
      - Segnali d’acquisto e tecniche di chiusura
      + Rispondere alle obiezioni più frequenti senza mettersi sulla difensiva
      + Difendere il prezzo mostrando il valore
      + Chiudere la trattativa e concordare i passi successivi

      # Social selling su LinkedIn per commerciali
      - Un profilo LinkedIn che parla ai clienti
      - Costruire la rete: chi cercare e come contattarlo
      - Contenuti e interazioni che creano fiducia
      - Dal contatto all’appuntamento
      + Ottimizzare il proprio profilo per i potenziali clienti
      + Contattare nuovi clienti con messaggi personalizzati
      + Trasformare le conversazioni online in appuntamenti

      # Key account management: far crescere i clienti strategici
      - Scegliere i clienti chiave
      - Analisi del cliente e mappa dei decisori
      - Il piano di account
      - Revisioni periodiche con il cliente
      + Individuare i clienti con il maggior potenziale
      + Mappare decisori e influenzatori di un cliente
      + Organizzare un piano di sviluppo per i clienti più importanti

      # Vendere al telefono e in videochiamata
      - Preparare la chiamata: obiettivo e scaletta
      - Superare il filtro e aprire la conversazione
      - Videochiamate di vendita: presenza e condivisione dello schermo
      - Fissare il passo successivo
      + Aprire una telefonata commerciale catturando l’attenzione
      + Condurre una videochiamata di vendita efficace
      + Ottenere sempre un impegno concreto per il passo successivo

      # Vendere il valore, non il prezzo
      - Perché i clienti parlano sempre di prezzo
      - Calcolare il valore per il cliente
      - Argomentare il valore con dati ed esempi
      - Sconti: quando dire sì e quando no
      + Tradurre le caratteristiche dell’offerta in valore economico per il cliente
      + Difendere i margini nelle richieste di sconto
      + Proporre alternative invece di abbassare il prezzo

      # Pianificare l’attività commerciale: territorio, pipeline e CRM
      - Obiettivi di vendita e attività necessarie
      - Territorio e priorità tra i clienti
      - La pipeline: fasi e probabilità
      - Il CRM come strumento di lavoro quotidiano
      + Tradurre l’obiettivo annuale in attività settimanali
      + Gestire la pipeline con fasi e probabilità realistiche
      + Usare il CRM per non perdere opportunità
    `),
    en: courses(`
      # Consultative Selling for B2B Teams
      - The consultative sales process
      - Discovery questions and listening
      - From needs to a tailored proposal
      - Presenting and agreeing next steps
      + Ask questions that reveal the client’s real needs
      + Build a proposal around the client’s priorities
      + Close with agreed next steps

      # Key Account Management Masterclass
      - Selecting key accounts
      - Mapping decision makers
      - The account plan
      - Business reviews with the client
      + Pick the accounts with the most potential
      + Map decision makers and influencers
      + Write and run an account plan

      # Social Selling with LinkedIn
      - A profile that speaks to buyers
      - Building your network
      - Content and conversations that build trust
      - From connection to meeting
      + Optimise your profile for prospects
      + Reach out with personal, relevant messages
      + Turn online conversations into meetings
    `),
  },
  marketing: {
    it: courses(`
      # Marketing strategico per PMI
      - Analisi del mercato e dei concorrenti
      - Segmentazione e cliente ideale
      - Piano marketing: obiettivi, canali, budget
      - Indicatori e revisione trimestrale
      + Analizzare mercato, concorrenti e clienti con strumenti semplici
      + Costruire un piano marketing con obiettivi e budget
      + Scegliere i canali più adatti al proprio pubblico

      # Brand positioning: definire cosa rende unica la tua azienda
      - Marca, identità e percezione
      - Posizionamento e proposta di valore
      - Tono di voce e messaggi chiave
      - Verificare il posizionamento con i clienti
      + Definire il posizionamento e la proposta di valore
      + Scrivere i messaggi chiave della marca
      + Verificare con i clienti come l’azienda viene percepita

      # Prezzi e offerte: strategie di pricing
      - Costi, valore e concorrenza: le basi del prezzo
      - Listini, sconti e condizioni commerciali
      - Offerte a pacchetto e versioni
      - Comunicare un aumento di prezzo
      + Impostare una politica di prezzo coerente con il valore offerto
      + Costruire offerte a pacchetto che aumentano il valore medio
      + Comunicare un aumento di prezzo senza perdere clienti
    `),
    en: courses(`
      # Marketing Strategy for Small Businesses
      - Market and competitor analysis
      - Segments and ideal customer
      - Plan, channels and budget
      - Measuring and quarterly review
      + Analyse market, competitors and customers with simple tools
      + Build a marketing plan with goals and budget
      + Pick the channels your audience actually uses

      # B2B Lead Generation Playbook
      - The B2B buying journey
      - Lead magnets, landing pages and forms
      - Nurturing leads with email
      - Handing leads over to sales
      + Attract qualified leads with useful content
      + Nurture leads until they are ready to talk to sales
      + Agree with sales when a lead is ready
    `),
  },
  'digital-marketing': {
    it: courses(`
      # Social media marketing per aziende
      - Obiettivi e pubblico sui social
      - Scegliere i canali: Instagram, LinkedIn, Facebook, TikTok
      - Piano editoriale e calendario
      - Misurare i risultati
      + Definire obiettivi e pubblico della presenza social
      + Creare un piano editoriale per i canali social dell’azienda
      + Leggere le statistiche e correggere la strategia

      # Google Ads: creare e ottimizzare campagne
      - Struttura dell’account: campagne e gruppi di annunci
      - Parole chiave e corrispondenze
      - Annunci ed estensioni
      - Budget, offerte e ottimizzazione
      + Impostare una campagna Google Ads con budget controllato
      + Scegliere parole chiave che portano clienti e non solo clic
      + Ottimizzare le campagne in base alle conversioni

      # SEO per siti aziendali ed e-commerce
      - Come funzionano i motori di ricerca
      - Ricerca delle parole chiave
      - Contenuti e aspetti tecnici del sito
      - Schede prodotto e categorie di un e-commerce
      + Migliorare la visibilità del sito sui motori di ricerca
      + Scegliere le parole chiave su cui puntare
      + Correggere i problemi tecnici più comuni

      # Email marketing e automazioni
      - Liste, consenso e segmentazione
      - Newsletter che vengono lette
      - Sequenze automatiche di benvenuto e recupero
      - Metriche: aperture, clic, conversioni
      + Costruire sequenze email che accompagnano il cliente all’acquisto
      + Segmentare i contatti per inviare messaggi pertinenti
      + Misurare e migliorare i risultati delle campagne email

      # Content marketing: un piano editoriale che funziona
      - Contenuti e obiettivi di business
      - Temi, formati e calendario editoriale
      - Scrivere per il web
      - Distribuire e riutilizzare i contenuti
      + Definire temi e formati adatti al proprio pubblico
      + Organizzare un calendario editoriale sostenibile
      + Riutilizzare ogni contenuto su più canali
    `),
    en: courses(`
      # Google Analytics 4 for Marketers
      - GA4 concepts: events and parameters
      - Setting up conversions
      - Reports and explorations
      - From data to decisions
      + Set up conversions that match your business goals
      + Find answers in GA4 reports and explorations
      + Turn analytics reports into decisions

      # UX Writing: Words That Guide Users
      - What UX writing is
      - Voice, tone and consistency
      - Buttons, errors and empty states
      - Testing words with users
      + Write interface texts that help people finish their task
      + Write error messages that say what to do next
      + Keep a consistent voice across a product
      > Writers, designers and product people working on websites and apps.

      # SEO Fundamentals for Business Websites
      - How search engines work
      - Keyword research
      - On-page and technical SEO
      - Measuring search performance
      + Improve your website’s visibility in search engines
      + Choose the keywords worth targeting
      + Fix the most common technical problems
    `),
  },
  finance: {
    it: courses(`
      # Finanza per non specialisti: leggere i numeri dell’azienda
      - Bilancio: le voci che contano
      - Conto economico: ricavi, costi, margini
      - Indici di redditività, liquidità e solidità
      - Dai numeri alle decisioni: esercitazioni
      + Leggere stato patrimoniale e conto economico senza timore
      + Calcolare e interpretare i principali indici di bilancio
      + Valutare l’effetto economico delle proprie decisioni

      # Budget e controllo di gestione
      - Il processo di budget
      - Budget delle vendite, dei costi e degli investimenti
      - Consuntivo e analisi degli scostamenti
      - Report mensile per la direzione
      + Costruire un budget annuale e confrontarlo con il consuntivo
      + Spiegare gli scostamenti e proporre azioni correttive
      + Presentare i numeri alla direzione in modo chiaro

      # Gestione della liquidità e del cash flow
      - Utile e cassa: perché non coincidono
      - Il ciclo del circolante: crediti, magazzino, debiti
      - Previsione di cassa a 13 settimane
      - Rapporti con le banche e fabbisogno finanziario
      + Prevedere i flussi di cassa dei prossimi mesi
      + Ridurre il capitale circolante
      + Presentarsi in banca con numeri solidi

      # Valutazione degli investimenti: VAN, TIR e payback
      - Flussi di cassa di un investimento
      - Valore attuale netto e tasso di sconto
      - Tasso interno di rendimento e payback
      - Scenari e analisi di sensibilità
      + Valutare un investimento con VAN e TIR
      + Confrontare progetti alternativi
      + Verificare la solidità di un investimento con scenari diversi
    `),
    en: courses(`
      # Financial Modelling in Excel
      - Model structure and best practice
      - Revenue and cost drivers
      - The three-statement model
      - Scenarios and sensitivity analysis
      + Build a three-statement model from scratch
      + Keep models clear, checkable and easy to update
      + Test a plan with scenarios and sensitivities
      > Analysts and finance staff who build models in Excel.

      # Finance for Non-Financial Managers
      - Financial statements that matter
      - Margins and ratios
      - Cash flow basics
      - Numbers behind everyday decisions
      + Read a balance sheet and an income statement with confidence
      + Calculate and interpret the key financial ratios
      + See the financial impact of your own decisions
    `),
  },
  accounting: {
    it: courses(`
      # Contabilità generale: dalla prima nota al bilancio
      - Partita doppia e piano dei conti
      - Le registrazioni più frequenti
      - Ratei, risconti, ammortamenti
      - Dal bilancio di verifica al bilancio d’esercizio
      + Registrare correttamente le operazioni più frequenti
      + Preparare le scritture di fine anno
      + Leggere il bilancio di verifica e trovare gli errori

      # Fatturazione elettronica e IVA
      - Il sistema di interscambio e i formati
      - Aliquote, esenzioni e casi particolari
      - Note di credito, reverse charge, operazioni con l’estero
      - Liquidazioni periodiche e controlli
      + Gestire la fatturazione elettronica e i casi particolari IVA
      + Trattare correttamente le operazioni con l’estero
      + Controllare le liquidazioni IVA prima dell’invio

      # Chiusure di bilancio e scritture di assestamento
      - Il calendario della chiusura
      - Ratei, risconti, fatture da ricevere e da emettere
      - Ammortamenti, accantonamenti e rimanenze
      - Verifiche finali e riconciliazioni
      + Preparare le scritture di assestamento di fine anno
      + Organizzare la chiusura con un calendario condiviso
      + Riconciliare conti e saldi prima del bilancio
    `),
    en: courses(`
      # IFRS Essentials for Accountants
      - The IFRS framework
      - Revenue (IFRS 15) and leases (IFRS 16)
      - Financial instruments in brief
      - Differences from local GAAP
      + Know the key differences between local GAAP and IFRS
      + Apply IFRS 15 and IFRS 16 to common cases
      + Prepare the notes an IFRS reporting package needs
    `),
  },
};
