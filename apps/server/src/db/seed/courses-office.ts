import { courses } from './course-texts.ts';
import type { CoursePart } from './vocabulary-types.ts';

/** Demo courses: office tools, cybersecurity and design. */
export const officeCourses: CoursePart = {
  'office-tools': {
    it: courses(`
      # Excel avanzato: funzioni, tabelle pivot e grafici
      - Funzioni di ricerca: CERCA.X e INDICE/CONFRONTA
      - Funzioni logiche, di testo e di data
      - Tabelle pivot e grafici pivot
      - Grafici dinamici e controlli
      + Usare CERCA.X, SE annidati e funzioni di testo e data
      + Riassumere grandi tabelle con le tabelle pivot
      + Creare grafici chiari e aggiornabili

      # Excel base per l’ufficio
      - L’interfaccia: fogli, celle, formati
      - Formule e riferimenti
      - Ordinare, filtrare e stampare
      - Un primo grafico
      + Inserire dati e formule senza errori
      + Ordinare e filtrare un elenco
      + Preparare un foglio ordinato e pronto da stampare
      > Chi usa Excel da poco o lo ha imparato da solo.

      # Macro e VBA per automatizzare Excel
      - Registrare una macro e capirne il codice
      - L’editor VBA: variabili, cicli, condizioni
      - Lavorare con fogli, intervalli e cartelle
      - Pulsanti, maschere e gestione degli errori
      + Automatizzare operazioni ripetitive con macro
      + Modificare il codice VBA di una macro registrata
      + Creare piccoli strumenti con pulsanti e maschere
      > Utenti esperti di Excel che ripetono ogni settimana le stesse operazioni.

      # Microsoft 365: Teams, OneDrive e SharePoint
      - Quale strumento per quale scopo
      - Teams: canali, chat e riunioni
      - OneDrive e SharePoint: archiviare e condividere
      - Coautoria e cronologia delle versioni
      + Collaborare su documenti condivisi senza versioni duplicate
      + Organizzare i canali di Teams per progetto
      + Condividere file con colleghi ed esterni in sicurezza

      # Power Query: automatizzare la preparazione dei dati
      - Importare dati da file, cartelle e database
      - Pulire e trasformare: colonne, tipi, valori
      - Unire e accodare tabelle
      - Aggiornare tutto con un clic
      + Importare e pulire dati senza copia e incolla
      + Unire tabelle di fonti diverse
      + Automatizzare la preparazione dei report mensili

      # Word per documenti professionali: stili, sommari e modelli
      - Stili di paragrafo e di carattere
      - Sommari, didascalie e riferimenti incrociati
      - Intestazioni, sezioni e numerazione
      - Modelli aziendali
      + Impaginare documenti lunghi con gli stili
      + Generare sommari e indici automatici
      + Creare modelli aziendali riutilizzabili

      # Excel intermedio: formule, filtri e formattazione condizionale
      - Riferimenti relativi e assoluti
      - Funzioni SE, SOMMA.SE e CONTA.SE
      - Formattazione condizionale
      - Tabelle e convalida dei dati
      + Scrivere formule che si possono copiare senza errori
      + Evidenziare automaticamente i dati importanti
      + Evitare errori di inserimento con la convalida

      # Outlook: posta, calendario e attività sotto controllo
      - Cartelle, regole e ricerca
      - Calendario e pianificazione delle riunioni
      - Attività e promemoria
      - Posta condivisa e deleghe
      + Tenere in ordine la posta con regole e cartelle
      + Pianificare riunioni trovando subito il momento libero
      + Gestire le proprie attività senza dimenticanze

      # Tabelle pivot in Excel: analizzare i dati in pochi minuti
      - Preparare i dati per una pivot
      - Righe, colonne, valori e filtri
      - Raggruppamenti, campi calcolati e percentuali
      - Grafici pivot e filtri dei dati
      + Creare in pochi minuti riepiloghi per mese, cliente o prodotto
      + Rispondere in pochi minuti alle domande della direzione
      + Costruire un piccolo cruscotto con filtri interattivi

      # Google Workspace per l’ufficio: Documenti, Fogli e Drive
      - Drive: cartelle, condivisione e permessi
      - Documenti: scrivere e commentare insieme
      - Fogli: formule, filtri e grafici
      - Calendar e Meet per il lavoro di gruppo
      + Organizzare e condividere i file su Drive
      + Lavorare in contemporanea sugli stessi documenti
      + Usare Fogli per elenchi, calcoli e grafici

      # PowerPoint: presentazioni chiare in poco tempo
      - Schema diapositiva e modelli
      - Testo, immagini e icone
      - Grafici e tabelle leggibili
      - Animazioni con misura ed esportazione
      + Preparare presentazioni ordinate con modelli e stili
      + Trasformare elenchi puntati in diapositive visive
      + Presentare dati con grafici leggibili

      # Power Automate: automatizzare le attività d’ufficio
      - Cos’è un flusso: trigger e azioni
      - Automatizzare email, allegati e notifiche
      - Approvazioni e moduli
      - Gestione degli errori e condivisione dei flussi
      + Creare flussi che salvano allegati e inviano notifiche
      + Automatizzare un processo di approvazione
      + Capire quali attività conviene automatizzare
    `),
    en: courses(`
      # Excel Power User: Pivot Tables and Dashboards
      - Lookup functions: XLOOKUP and INDEX/MATCH
      - Pivot tables and pivot charts
      - Slicers and timelines
      - A one-page dashboard
      + Use XLOOKUP, nested IFs and date functions with ease
      + Summarise large tables with pivot tables
      + Build clear, refreshable charts and dashboards

      # Power Query and Power Pivot
      - Getting data from files, folders and databases
      - Cleaning and reshaping data
      - The data model and relationships
      - First DAX measures
      + Automate data preparation with Power Query
      + Relate tables in the data model
      + Write simple DAX measures

      # Microsoft Teams for Productive Collaboration
      - Teams, channels and chats
      - Meetings that work online
      - Files, co-authoring and versions
      - Apps and notifications under control
      + Collaborate on shared files without duplicate versions
      + Organise channels around projects
      + Keep notifications from taking over your day

      # Excel Essentials for the Office
      - The interface: sheets, cells, formats
      - Formulas and references
      - Sorting, filtering and printing
      - Your first chart
      + Enter data and formulas without mistakes
      + Sort and filter a list
      + Prepare a tidy, printable sheet
      > People new to Excel or self-taught.

      # Outlook Productivity: Email, Calendar and Tasks
      - Folders, rules and search
      - Calendar and scheduling
      - Tasks and reminders
      - Shared mailboxes and delegation
      + Keep your inbox under control with rules
      + Schedule meetings in seconds
      + Track your tasks without forgetting any
    `),
  },
  cybersecurity: {
    it: courses(`
      # Cybersecurity awareness per tutti i dipendenti
      - Come ragiona un attaccante
      - Password, autenticazione a più fattori e backup
      - Lavoro da remoto e dispositivi mobili
      - Cosa fare se qualcosa va storto
      + Creare e gestire password robuste con un password manager
      + Proteggere dispositivi e dati quando si lavora fuori ufficio
      + Sapere come comportarsi e chi avvisare in caso di incidente

      # Phishing e ingegneria sociale: riconoscere gli attacchi
      - Anatomia di un’email di phishing
      - SMS, telefonate e messaggi: le altre truffe
      - Ingegneria sociale in ufficio
      - Esercitazione con email reali
      + Riconoscere email di phishing, messaggi sospetti e siti falsi
      + Verificare una richiesta insolita prima di agire
      + Segnalare un tentativo di truffa nel modo giusto

      # Sicurezza informatica per PMI
      - I rischi informatici di una piccola impresa
      - Backup, aggiornamenti e antivirus
      - Accessi, password e autenticazione a più fattori
      - Piano minimo di sicurezza e fornitori IT
      + Valutare i rischi informatici principali della propria azienda
      + Impostare backup e aggiornamenti che funzionano davvero
      + Scrivere un piano di sicurezza essenziale
      > Titolari e responsabili IT di piccole e medie imprese.

      # Ethical hacking: introduzione al penetration testing
      - Metodologia e aspetti legali del penetration testing
      - Ricognizione e scansione
      - Vulnerabilità delle applicazioni web: OWASP Top 10
      - Rapporto finale e raccomandazioni
      + Condurre un penetration test seguendo una metodologia
      + Trovare e sfruttare le vulnerabilità web più comuni in laboratorio
      + Scrivere un rapporto utile a chi deve correggere
      > Sistemisti, sviluppatori e tecnici IT che vogliono mettere alla prova i propri sistemi.

      # Preparazione alla direttiva NIS2
      - La direttiva NIS2: chi riguarda
      - Obblighi di gestione del rischio
      - Notifica degli incidenti: tempi e contenuti
      - Responsabilità degli organi di gestione
      + Capire se la propria azienda rientra nella NIS2
      + Conoscere gli obblighi introdotti dalla direttiva NIS2
      + Preparare la procedura di notifica degli incidenti
      > Direttori generali, responsabili IT, compliance e legali.
    `),
    en: courses(`
      # Security Awareness for Every Employee
      - How attackers think
      - Phishing and social engineering
      - Passwords, MFA and backups
      - What to do when something goes wrong
      + Spot phishing emails, suspicious messages and fake websites
      + Use strong passwords and multi-factor authentication
      + Know what to do, and whom to call, when something goes wrong

      # Ethical Hacking: Web Application Security
      - The OWASP Top 10
      - Injection and broken access control
      - Authentication and session flaws
      - Reporting and fixing findings
      + Find and fix the most common web vulnerabilities
      + Test an application the way an attacker would
      + Write findings developers can act on
      > Developers and IT staff responsible for web applications.
    `),
  },
  design: {
    it: courses(`
      # Figma per non designer
      - L’interfaccia di Figma: cornici, livelli, pagine
      - Testi, forme, immagini e allineamenti
      - Componenti e stili riutilizzabili
      - Prototipi cliccabili e condivisione
      + Creare layout chiari con gerarchia, spazi e contrasto
      + Usare componenti e stili per lavorare più in fretta
      + Condividere un prototipo e raccogliere commenti
      > Marketing, product manager e sviluppatori che devono preparare bozze e prototipi.
    `),
    en: courses(`
      # Design Thinking Sprint
      - User research
      - Problem framing
      - Ideation and prototyping
      - Testing and iteration
      + Interview users and synthesise what you learn
      + Frame the right problem before looking for solutions
      + Build quick prototypes and test them with real people

      # Accessible Design Essentials
      - Disability, assistive technology and the law
      - Colour, contrast and typography
      - Keyboard, focus and screen readers
      - Testing a page for accessibility
      + Check a page or document for accessibility
      + Design forms and interfaces that work with a keyboard
      + Write alternative texts and clear labels
    `),
  },
};
