import { courses } from './course-texts.ts';
import type { CoursePart } from './vocabulary-types.ts';

/** Demo courses: project management and agile ways of working. */
export const projectCourses: CoursePart = {
  'project-management': {
    it: courses(`
      # Project management: fondamenti e strumenti pratici
      - Ciclo di vita del progetto e ruoli
      - Obiettivi, perimetro e vincoli
      - WBS, stime e cronoprogramma
      - Monitoraggio, report e chiusura
      + Definire obiettivi, perimetro e vincoli di un progetto
      + Costruire una WBS e un cronoprogramma realistico
      + Monitorare avanzamento e costi con pochi indicatori
      + Chiudere un progetto raccogliendo le lezioni apprese

      # Preparazione alla certificazione PMP
      - Requisiti, iscrizione e struttura dell’esame
      - Dominio persone: team, conflitti, stakeholder
      - Dominio processo: pianificazione, rischi, qualità, costi
      - Dominio contesto aziendale e approcci agili
      - Simulazioni d’esame commentate
      + Conoscere contenuti e formato dell’esame PMP
      + Rispondere alle domande situazionali con il ragionamento del PMI
      + Completare le 35 ore di formazione richieste per l’iscrizione
      = 36

      # Gestione dei rischi di progetto
      - Identificare i rischi: tecniche di gruppo
      - Probabilità, impatto e priorità
      - Registro dei rischi e piani di risposta
      - Monitorare i rischi durante il progetto
      + Identificare e valutare i rischi con un registro semplice
      + Scegliere la risposta adatta a ciascun rischio
      + Aggiornare il registro dei rischi nelle riunioni di avanzamento

      # Pianificare e controllare tempi e costi con Microsoft Project
      - Impostare un progetto: calendario e attività
      - Dipendenze, durate e percorso critico
      - Risorse, costi e livellamento
      - Baseline, avanzamento e report
      + Costruire un piano con attività, dipendenze e risorse
      + Individuare il percorso critico
      + Confrontare avanzamento e baseline e produrre report chiari

      # Gestione degli stakeholder e comunicazione di progetto
      - Mappare gli stakeholder: interesse e influenza
      - Aspettative e coinvolgimento
      - Il piano di comunicazione di progetto
      - Report di avanzamento e riunioni con il committente
      + Mappare gli stakeholder e le loro aspettative
      + Gestire le aspettative degli stakeholder con un piano di comunicazione
      + Preparare report di avanzamento sintetici per la direzione

      # Project management per chi non fa il project manager
      - Quando un’attività diventa un progetto
      - Obiettivi, scadenze e responsabilità in una pagina
      - Pianificazione semplice con un diagramma di Gantt
      - Tenere il punto con colleghi e fornitori
      + Riconoscere quando serve un approccio di progetto
      + Pianificare un piccolo progetto su una pagina
      + Coordinare colleghi di altri reparti senza un ruolo formale

      # Preparazione alla certificazione CAPM
      - Struttura e requisiti dell’esame CAPM
      - Concetti fondamentali di project management
      - Approcci predittivi, agili e ibridi
      - Analisi aziendale e simulazioni d’esame
      + Conoscere i contenuti dell’esame CAPM
      + Padroneggiare il vocabolario del project management
      + Affrontare le domande d’esame con metodo
      > Neolaureati e professionisti all’inizio della carriera da project manager.

      # Project management ibrido: metodi predittivi e agili insieme
      - Predittivo, agile, ibrido: quando scegliere cosa
      - Pianificazione a ondate e rilasci incrementali
      - Backlog e cronoprogramma nello stesso progetto
      - Governance e report per il committente
      + Scegliere l’approccio adatto a ogni parte del progetto
      + Combinare backlog e cronoprogramma senza confusione
      + Riferire al committente su un progetto ibrido

      # Stime e pianificazione: WBS, durate e cronoprogramma
      - Scomporre il lavoro: la WBS
      - Tecniche di stima: analogica, parametrica, a tre punti
      - Dipendenze e percorso critico
      - Riserve di tempo e di budget
      + Costruire una WBS completa e leggibile
      + Stimare durate e costi con tecniche diverse
      + Proteggere il piano con riserve motivate

      # Controllo di progetto con l’earned value
      - Baseline di tempi e costi
      - Valore pianificato, valore guadagnato, costo effettivo
      - Indici di performance e previsioni a finire
      - Il report mensile di progetto
      + Misurare l’avanzamento con l’earned value
      + Calcolare e interpretare gli indici CPI e SPI
      + Prevedere il costo finale del progetto

      # Gestire un portafoglio di progetti: priorità e risorse
      - Dal singolo progetto al portafoglio
      - Criteri di selezione e priorità
      - Capacità e conflitti sulle risorse
      - Il cruscotto di portafoglio per la direzione
      + Scegliere i progetti con criteri condivisi
      + Allocare le risorse tra progetti in concorrenza
      + Presentare lo stato del portafoglio alla direzione
      > Responsabili PMO, direttori tecnici e manager che seguono più progetti.

      # Project management nelle commesse industriali
      - Dall’offerta alla commessa: passaggio di consegne
      - Pianificazione di progettazione, acquisti e produzione
      - Varianti, extra costi e rapporti con il cliente
      - Collaudo, consegna e chiusura della commessa
      + Pianificare una commessa dall’ordine alla consegna
      + Gestire varianti ed extra costi con il cliente
      + Chiudere la commessa con collaudo e documentazione completi
      > Capi commessa, responsabili tecnici e di produzione di aziende manifatturiere.
    `),
    en: courses(`
      # PMP Exam Prep: 35 Contact Hours
      - Exam structure and application
      - People domain: teams, conflict, stakeholders
      - Process domain: planning, risk, quality, cost
      - Business environment and agile approaches
      - Practice exams with explanations
      + Know the content and format of the PMP exam
      + Answer situational questions the way PMI expects
      + Complete the 35 contact hours required to apply
      = 35

      # Practical Risk Management for Projects
      - Finding risks: group techniques
      - Probability, impact and priority
      - Risk register and responses
      - Monitoring risks through the project
      + Identify and rank risks with a simple register
      + Choose the right response for each risk
      + Keep the register alive in progress meetings

      # Project Management Essentials
      - Project life cycle and roles
      - Goals, scope and constraints
      - WBS, estimates and schedule
      - Tracking, reporting and closing
      + Define project goals, scope and constraints
      + Build a work breakdown structure and a realistic schedule
      + Track progress and cost with a handful of indicators

      # PRINCE2 Foundation Exam Prep
      - Principles, themes and processes
      - Roles and the project board
      - Management products and tailoring
      - Practice exam and review
      + Explain the seven principles, themes and processes of PRINCE2
      + Recognise the roles and responsibilities in a PRINCE2 project
      + Sit the Foundation exam with confidence

      # Stakeholder Management and Project Communication
      - Mapping stakeholders by interest and influence
      - Expectations and engagement
      - The project communication plan
      - Status reports and sponsor meetings
      + Map stakeholders and their expectations
      + Keep stakeholders informed with a communication plan
      + Write short status reports for senior managers

      # Earned Value Management Made Simple
      - Time and cost baselines
      - Planned value, earned value, actual cost
      - Performance indices and forecasts
      - The monthly project report
      + Measure progress with earned value
      + Calculate and read CPI and SPI
      + Forecast the final cost of a project
    `),
  },
  agile: {
    it: courses(`
      # Scrum in pratica: ruoli, eventi e artefatti
      - Valori e principi agili
      - Ruoli: product owner, scrum master, sviluppatori
      - Eventi: sprint, planning, daily, review, retrospettiva
      - Simulazione di uno sprint completo
      + Spiegare i ruoli di Scrum e le responsabilità di ciascuno
      + Facilitare sprint planning, daily e review senza perdere tempo
      + Usare backlog e incremento come strumenti di trasparenza

      # Preparazione alla certificazione Professional Scrum Master
      - La Guida Scrum riga per riga
      - Il ruolo dello scrum master: servire il team e l’organizzazione
      - Domande tipiche e trabocchetti dell’esame
      - Simulazioni d’esame commentate
      + Conoscere a fondo la Guida Scrum
      + Ragionare sui casi come uno scrum master
      + Affrontare l’esame PSM I con sicurezza

      # Kanban per team di servizio e operations
      - Visualizzare il flusso: la lavagna Kanban
      - Limiti al lavoro in corso
      - Classi di servizio e richieste urgenti
      - Metriche: lead time e throughput
      + Visualizzare il flusso di lavoro e limitare il lavoro in corso
      + Gestire le urgenze senza bloccare tutto il resto
      + Misurare lead time e throughput per migliorare le previsioni
      > Team di assistenza, IT operations, amministrazione e back office.

      # Product owner: gestire il backlog e il valore
      - Visione di prodotto e obiettivi
      - Il backlog: ordinare per valore
      - Collaborare con stakeholder e sviluppatori
      - Rilasci e misura dei risultati
      + Tradurre la visione di prodotto in un backlog ordinato
      + Decidere cosa non fare
      + Misurare il valore dei rilasci

      # Agile oltre l’IT: metodi agili per marketing e HR
      - Perché i metodi agili funzionano anche fuori dall’IT
      - Lavorare per iterazioni brevi: campagne e progetti HR
      - Lavagne visuali e riunioni brevi
      - Esperienze di team non tecnici
      + Applicare iterazioni brevi a progetti di marketing e HR
      + Organizzare il lavoro del team con una lavagna visuale
      + Coinvolgere i clienti interni con revisioni frequenti
      > Team di marketing, HR, amministrazione e comunicazione.

      # Retrospettive efficaci: facilitare il miglioramento continuo
      - Lo scopo della retrospettiva
      - Formati e attività per ogni situazione
      - Facilitare: tempi, partecipazione, conflitti
      - Dalle idee alle azioni: seguito e verifica
      + Condurre retrospettive che portano ad azioni concrete
      + Variare i formati per mantenere alta la partecipazione
      + Gestire tensioni e silenzi durante la retrospettiva

      # User story e stime agili
      - Dalla richiesta alla user story
      - Criteri di accettazione e definizione di pronto
      - Suddividere storie troppo grandi
      - Stime relative e planning poker
      + Scrivere user story con criteri di accettazione chiari
      + Suddividere il lavoro in storie piccole e consegnabili
      + Stimare in gruppo con le stime relative
    `),
    en: courses(`
      # Kanban and Flow Metrics for Delivery Teams
      - Visualising work on a Kanban board
      - Work-in-progress limits
      - Flow metrics: lead time, throughput, ageing
      - Forecasting with data instead of estimates
      + Visualise work and limit work in progress
      + Use lead time and throughput to forecast delivery
      + Spot blocked work before it hurts a deadline

      # Scrum Master Fundamentals
      - The Scrum framework in brief
      - The scrum master as coach and facilitator
      - Facilitating Scrum events
      - Removing impediments and working with management
      + Explain the Scrum roles and their accountabilities
      + Facilitate planning, daily scrums and reviews that stay short
      + Help the team and the organisation remove impediments

      # Agile Product Ownership
      - Product vision and goals
      - Ordering the backlog by value
      - Writing and splitting user stories
      - Releases and measuring outcomes
      + Turn a product vision into an ordered backlog
      + Write user stories with clear acceptance criteria
      + Measure the value of each release
    `),
  },
};
