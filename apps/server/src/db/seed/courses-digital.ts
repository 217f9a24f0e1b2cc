import { courses } from './course-texts.ts';
import type { CoursePart } from './vocabulary-types.ts';

/** Demo courses: data analytics, artificial intelligence, software development and cloud. */
export const digitalCourses: CoursePart = {
  'data-analytics': {
    it: courses(`
      # Power BI: dai dati ai report interattivi
      - Importare e trasformare i dati con Power Query
      - Modello dati e relazioni
      - Misure essenziali in DAX
      - Report interattivi, pubblicazione e condivisione
      + Importare, pulire e collegare dati da fonti diverse
      + Costruire una dashboard interattiva in Power BI
      + Condividere i report con i colleghi in modo sicuro

      # Python per l’analisi dei dati con pandas
      - Ambiente di lavoro: Python e notebook
      - DataFrame: leggere, filtrare, ordinare
      - Pulizia dei dati, raggruppamenti e unioni
      - Grafici con pandas e matplotlib
      + Analizzare dati tabellari con Python e pandas
      + Automatizzare analisi che oggi si fanno a mano in Excel
      + Produrre grafici riproducibili dai propri dati

      # SQL per analisti: interrogare i database aziendali
      - Tabelle, righe e relazioni
      - SELECT, filtri e ordinamenti
      - JOIN tra tabelle
      - Raggruppamenti, aggregazioni e sottoquery
      + Scrivere query SQL per estrarre e aggregare informazioni
      + Collegare tabelle diverse con le JOIN
      + Verificare che i risultati di una query siano corretti

      # Data visualization: grafici che comunicano
      - Percezione visiva e scelta del grafico
      - Togliere il superfluo: pulire un grafico
      - Colori, etichette ed evidenziazioni
      - Raccontare una storia con i dati
      + Scegliere il grafico giusto per ogni messaggio
      + Trasformare un grafico confuso in uno chiaro
      + Guidare l’attenzione sul dato che conta

      # Statistica applicata al business
      - Medie, mediane e variabilità
      - Campioni, intervalli di confidenza e margini di errore
      - Correlazione e regressione
      - Test A/B e decisioni basate sui dati
      + Descrivere un fenomeno con le statistiche giuste
      + Distinguere una differenza reale da una casuale
      + Leggere i risultati di un test A/B

      # Dashboard per la direzione: progettare KPI utili
      - Dagli obiettivi agli indicatori
      - Pochi KPI, ben definiti: formula, fonte, responsabile
      - Layout di una dashboard direzionale
      - Revisione periodica degli indicatori
      + Definire indicatori che aiutano davvero a decidere
      + Progettare una dashboard leggibile in un minuto
      + Stabilire chi aggiorna ogni indicatore e quando

      # Power BI avanzato: modellazione dei dati e DAX
      - Schema a stella e tabelle dei fatti
      - Contesto di riga e di filtro
      - CALCULATE e funzioni di time intelligence
      - Prestazioni e buone pratiche
      + Progettare un modello dati a stella
      + Scrivere misure DAX con CALCULATE e time intelligence
      + Velocizzare i report più lenti
      > Utenti di Power BI che costruiscono già report e vogliono fare un passo avanti.

      # Analisi delle vendite: dati, segmenti e previsioni
      - Dati di vendita: fonti e pulizia
      - Analisi ABC di clienti e prodotti
      - Stagionalità e andamento nel tempo
      - Previsioni di vendita semplici
      + Individuare i clienti e i prodotti che contano di più
      + Riconoscere stagionalità e tendenze
      + Preparare una previsione di vendita motivata
      > Direttori commerciali, controller e addetti all’amministrazione vendite.

      # Looker Studio: report condivisi con i dati di Google
      - Collegare le fonti: fogli Google, Analytics, Ads
      - Grafici, tabelle e filtri
      - Campi calcolati e parametri
      - Condivisione e aggiornamento automatico
      + Collegare Looker Studio alle proprie fonti di dati
      + Costruire un report che si aggiorna da solo
      + Condividere i report con colleghi e clienti

      # Data literacy: leggere e usare i dati per tutti
      - Cosa sono i dati e da dove vengono
      - Leggere tabelle e grafici senza cadere in trappola
      - Fare le domande giuste a chi prepara i report
      - Decidere con i dati nel lavoro di tutti i giorni
      + Leggere tabelle e grafici con spirito critico
      + Riconoscere conclusioni non sostenute dai dati
      + Usare i dati per motivare le proprie proposte
      > Tutti i collaboratori che ricevono report e devono prendere decisioni.
    `),
    en: courses(`
      # Python for Data Analysis
      - Python and notebooks
      - DataFrames: reading, filtering, sorting
      - Cleaning, grouping and joining data
      - Charts with pandas and matplotlib
      + Analyse tabular data with Python and pandas
      + Automate analyses you now do by hand in spreadsheets
      + Produce charts you can reproduce at any time

      # SQL for Business Analysts
      - Tables, rows and relationships
      - SELECT, filters and sorting
      - Joining tables
      - Grouping, aggregates and subqueries
      + Write SQL queries to extract and aggregate information
      + Combine tables with joins
      + Check that a query returns what you think it does

      # Data Visualisation That Tells a Story
      - Visual perception and choosing a chart
      - Decluttering a chart
      - Colour, labels and emphasis
      - Building a data story
      + Choose the right chart for each message
      + Turn a cluttered chart into a clear one
      + Draw attention to the number that matters

      # Power BI from Zero to Dashboard
      - Getting data with Power Query
      - Data model and relationships
      - First DAX measures
      - Interactive reports and sharing
      + Import, clean and combine data from different sources
      + Build an interactive dashboard in Power BI
      + Share reports safely with colleagues

      # Data Literacy for Managers
      - Where data comes from
      - Reading tables and charts critically
      - Asking analysts the right questions
      - Deciding with data
      + Read charts and tables with a critical eye
      + Spot conclusions the data does not support
      + Design KPIs that help people decide
      > Managers who receive reports and make decisions on them.
    `),
  },
  'artificial-intelligence': {
    it: courses(`
      # IA generativa in ufficio: scrivere, riassumere, analizzare
      - Cos’è (e cosa non è) l’intelligenza artificiale generativa
      - Bozze di email, testi e presentazioni
      - Riassumere documenti e riunioni
      - Analizzare tabelle e dati con l’IA
      + Usare l’IA per bozze, sintesi e analisi di documenti
      + Verificare i risultati prima di usarli
      + Capire quali dati non condividere con uno strumento di IA

      # Prompt engineering per professionisti
      - Come ragiona un modello linguistico
      - Anatomia di un buon prompt: ruolo, contesto, formato
      - Esempi, passaggi e iterazioni
      - Una libreria di prompt per il proprio lavoro
      + Capire come funzionano i modelli linguistici e quali sono i loro limiti
      + Scrivere prompt chiari per ottenere risultati affidabili
      + Costruire una libreria di prompt riutilizzabili

      # Machine learning per manager: concetti e casi d’uso
      - Apprendimento supervisionato e non supervisionato
      - Dati, addestramento e valutazione di un modello
      - Casi d’uso in vendite, produzione e assistenza
      - Costi, tempi e rischi di un progetto di machine learning
      + Capire cosa può fare il machine learning e cosa no
      + Riconoscere i problemi aziendali adatti al machine learning
      + Valutare con il team tecnico costi e rischi di un progetto
      > Manager e responsabili di funzione che collaborano con team di dati.

      # Introduzione al machine learning con Python
      - Python, pandas e scikit-learn
      - Preparare i dati per un modello
      - Classificazione e regressione
      - Valutare un modello: metriche e sovradattamento
      + Addestrare e valutare un semplice modello di classificazione
      + Preparare i dati evitando gli errori più comuni
      + Scegliere la metrica giusta per il problema
      > Analisti e sviluppatori che conoscono le basi di Python.

      # IA e processi aziendali: individuare i casi d’uso
      - Mappare i processi e le attività ripetitive
      - Dove l’IA porta valore: criteri di scelta
      - Dal prototipo al processo
      - Misurare i benefici
      + Riconoscere i processi aziendali in cui l’IA porta valore
      + Valutare costi e benefici di un caso d’uso
      + Portare un prototipo di IA nel lavoro quotidiano

      # Usare l’IA in modo responsabile: regole, rischi e AI Act
      - Il regolamento europeo sull’IA: livelli di rischio
      - Privacy, riservatezza e proprietà intellettuale
      - Errori, allucinazioni e pregiudizi
      - Una policy aziendale sull’uso dell’IA
      + Conoscere gli obblighi dell’AI Act per la propria azienda
      + Valutare rischi di privacy, qualità e proprietà intellettuale
      + Scrivere regole interne chiare sull’uso dell’IA

      # Copilot per Microsoft 365: l’IA in Word, Excel e Outlook
      - Copilot in Outlook: posta e riunioni
      - Copilot in Word: bozze e revisioni
      - Copilot in Excel: formule e analisi
      - Copilot in Teams: riassunti e azioni
      + Usare Copilot per gestire posta e riunioni
      + Scrivere e rivedere documenti con Copilot
      + Analizzare dati in Excel con l’aiuto di Copilot
      > Chi lavora ogni giorno con Microsoft 365 e ha accesso a Copilot.
    `),
    en: courses(`
      # Generative AI for Knowledge Workers
      - What generative AI is, and what it is not
      - Drafting emails, texts and slides
      - Summarising documents and meetings
      - Data, privacy and company policy
      + Use AI for drafts, summaries and document analysis
      + Check AI output before you rely on it
      + Know which data never to paste into an AI tool

      # Machine Learning Foundations with Python
      - Python, pandas and scikit-learn
      - Preparing data for a model
      - Classification and regression
      - Evaluating models and avoiding overfitting
      + Train and evaluate a simple classification model
      + Prepare data without the classic mistakes
      + Pick the right metric for the problem
      > Analysts and developers who know basic Python.

      # AI Strategy for Business Leaders
      - Where AI creates value
      - Choosing and prioritising use cases
      - Build, buy or partner
      - Governance, risk and the EU AI Act
      + Spot the business processes where AI adds value
      + Prioritise AI use cases by value and feasibility
      + Set up governance for AI in your company

      # Building Chatbots with Large Language Models
      - How large language models work
      - Prompting, context and retrieval
      - Building a chatbot on your own documents
      - Testing, guardrails and costs
      + Build a chatbot that answers from your own documents
      + Reduce wrong answers with retrieval and testing
      + Estimate and control the running costs
      > Developers who want to add language models to their applications.
    `),
  },
  'software-development': {
    it: courses(`
      # Git e GitHub per team di sviluppo
      - Commit, branch e merge
      - Pull request e revisione del codice
      - Conflitti e come risolverli
      - Flussi di lavoro per il team
      + Lavorare con branch, pull request e revisioni del codice
      + Risolvere i conflitti senza perdere lavoro
      + Concordare con il team un flusso di lavoro comune

      # JavaScript moderno e TypeScript
      - JavaScript moderno: moduli, funzioni, async/await
      - Tipi, interfacce e generics
      - Configurare TypeScript in un progetto esistente
      - Migrazione graduale: esercitazione
      + Scrivere JavaScript moderno e leggibile
      + Tipizzare un progetto JavaScript con TypeScript
      + Migrare un progetto esistente un file alla volta

      # React: sviluppare interfacce web moderne
      - Componenti, proprietà e stato
      - Hook ed effetti
      - Form, liste e chiamate al server
      - Test dei componenti
      + Costruire componenti riutilizzabili in React
      + Gestire stato e dati dal server
      + Scrivere test per i componenti

      # API REST con Node.js
      - Progettare le risorse e gli endpoint
      - Un server con Node.js e Fastify
      - Validazione, errori e autenticazione
      - Documentazione e test della API
      + Progettare e documentare una API REST
      + Validare i dati in ingresso e gestire gli errori
      + Proteggere la API con l’autenticazione
    `),
    en: courses(`
      # Modern TypeScript for Developers
      - Types, interfaces and generics
      - Narrowing and discriminated unions
      - Configuring TypeScript in a real project
      - Migrating JavaScript step by step
      + Add types to a JavaScript codebase
      + Model data with unions and generics
      + Migrate an existing project one file at a time

      # Test-Driven Development Workshop
      - Red, green, refactor
      - Unit tests that document behaviour
      - Test doubles and when not to use them
      - Refactoring with a safety net
      + Write automated tests that make releases boring
      + Design code through tests
      + Refactor with confidence

      # DevOps Foundations: CI/CD Pipelines
      - Continuous integration basics
      - Building a pipeline: build, test, deploy
      - Environments, secrets and approvals
      - Monitoring and rollbacks
      + Build a pipeline that tests and deploys on every change
      + Manage environments and secrets safely
      + Roll back a bad release quickly
    `),
  },
  cloud: {
    it: courses(`
      # Docker e container per sviluppatori
      - Immagini e container
      - Scrivere un Dockerfile
      - Volumi, reti e Docker Compose
      - Dal portatile alla produzione
      + Impacchettare un’applicazione in un container
      + Avviare un ambiente completo con Docker Compose
      + Preparare immagini leggere e sicure

      # Controllo dei costi nel cloud
      - Come si forma la bolletta del cloud
      - Etichette, budget e allarmi
      - Dimensionamento, istanze riservate e spegnimenti programmati
      - FinOps: responsabilità condivise sui costi
      + Leggere e ripartire la spesa cloud per progetto
      + Monitorare e ridurre la spesa mensile
      + Impostare budget e allarmi prima delle sorprese
    `),
    en: courses(`
      # AWS Solutions Architect Associate Prep
      - Compute, storage and networking on AWS
      - Designing for availability and resilience
      - Security and identity
      - Practice exams with explanations
      + Know the core compute, storage and network services
      + Design resilient, secure architectures on AWS
      + Sit the Solutions Architect Associate exam with confidence
      > Engineers preparing for the AWS Solutions Architect Associate certification.

      # Kubernetes for Developers
      - Pods, deployments and services
      - Configuration and secrets
      - Scaling and rolling updates
      - Debugging in the cluster
      + Deploy and scale services on Kubernetes
      + Configure applications with config maps and secrets
      + Find out why a pod is not running
    `),
  },
};
