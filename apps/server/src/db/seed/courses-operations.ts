import { courses } from './course-texts.ts';
import type { CoursePart } from './vocabulary-types.ts';

/**
 * Demo courses: health and safety, quality, logistics and sustainability. The Italian safety
 * courses last what the Accordo Stato-Regioni prescribes, and the practical ones meet in a room.
 */
export const operationsCourses: CoursePart = {
  'health-safety': {
    it: courses(`
      # Formazione generale lavoratori (D.Lgs. 81/08)
      - Concetti di rischio, danno, prevenzione e protezione
      - Organizzazione della prevenzione in azienda
      - Diritti, doveri e sanzioni dei soggetti aziendali
      - Organi di vigilanza, controllo e assistenza
      + Conoscere diritti, doveri e figure della sicurezza in azienda
      + Distinguere pericolo, rischio e danno
      + Sapere a chi rivolgersi per una segnalazione
      = 4

      # Formazione specifica lavoratori: rischio medio
      - I rischi della propria mansione
      - Dispositivi di protezione individuale e segnaletica
      - Rischi da attrezzature, movimentazione e videoterminali
      - Procedure di emergenza e verifica finale
      + Riconoscere i rischi principali della propria mansione
      + Usare correttamente i dispositivi di protezione individuale
      + Seguire le procedure di emergenza del proprio luogo di lavoro
      = 8

      # Corso per preposti: aggiornamento e nuovi obblighi
      - Il preposto dopo la legge 215/2021: nuovi obblighi
      - Vigilanza e interruzione delle attività pericolose
      - Comunicare la sicurezza ai lavoratori
      - Casi pratici di infortuni e quasi infortuni
      + Vigilare sul rispetto delle procedure come preposto
      + Intervenire e interrompere un’attività pericolosa
      + Segnalare carenze e quasi infortuni nel modo corretto
      > Preposti, capi reparto e capisquadra.
      = 6

      # Primo soccorso aziendale gruppo B e C
      - Allertare il sistema di soccorso
      - Riconoscere un’emergenza sanitaria
      - Traumi, ferite, ustioni e intossicazioni
      - Prove pratiche: rianimazione cardiopolmonare e posizione laterale di sicurezza
      + Intervenire in caso di infortunio o malore in attesa dei soccorsi
      + Eseguire le manovre di rianimazione cardiopolmonare
      + Allertare i soccorsi fornendo le informazioni giuste
      > Lavoratori designati come addetti al primo soccorso in aziende dei gruppi B e C.
      = 12
      @ in_person

      # Aggiornamento primo soccorso aziendale
      - Richiamo delle procedure di allerta
      - Rianimazione cardiopolmonare: ripasso pratico
      - Casi simulati di infortunio
      - Cassetta di pronto soccorso: contenuto e controllo
      + Ripassare le manovre di primo soccorso con prove pratiche
      + Gestire con calma un’emergenza simulata
      + Controllare che i presidi di primo soccorso siano completi
      > Addetti al primo soccorso con il corso da aggiornare.
      = 4
      @ in_person

      # Addetti antincendio: rischio medio
      - L’incendio e la prevenzione
      - Protezione antincendio e procedure di evacuazione
      - Estintori e idranti: tipi e uso
      - Esercitazione pratica di spegnimento
      + Sapere come comportarsi in caso di incendio ed evacuazione
      + Usare correttamente un estintore
      + Coordinare l’evacuazione dei colleghi
      > Lavoratori designati come addetti antincendio in attività a rischio medio.
      = 8
      @ in_person

      # Corso RSPP datore di lavoro
      - Il datore di lavoro come responsabile del servizio di prevenzione
      - Valutazione dei rischi e documento di valutazione
      - Gestione di appalti, DPI e sorveglianza sanitaria
      - Formazione e informazione dei lavoratori
      + Svolgere direttamente i compiti del servizio di prevenzione e protezione
      + Redigere e aggiornare il documento di valutazione dei rischi
      + Organizzare formazione e sorveglianza sanitaria dei lavoratori
      > Datori di lavoro di piccole imprese che assumono il ruolo di RSPP.
      = 16

      # Corso per dirigenti sulla sicurezza
      - Obblighi e responsabilità del dirigente
      - Gestione e organizzazione della sicurezza
      - Individuazione e valutazione dei rischi
      - Comunicazione, formazione e consultazione dei lavoratori
      + Conoscere gli obblighi del dirigente e le relative responsabilità
      + Organizzare la sicurezza nella propria area
      + Coinvolgere lavoratori e rappresentanti nella prevenzione
      > Dirigenti e responsabili con potere di organizzazione del lavoro.
      = 16

      # Rappresentante dei lavoratori per la sicurezza (RLS)
      - Ruolo, diritti e attribuzioni del RLS
      - Principali fonti normative
      - Valutazione dei rischi e misure di prevenzione
      - Comunicazione con lavoratori e datore di lavoro
      + Esercitare le attribuzioni del RLS con cognizione di causa
      + Leggere e commentare il documento di valutazione dei rischi
      + Raccogliere e riportare le segnalazioni dei colleghi
      > Lavoratori eletti o designati come rappresentanti per la sicurezza.
      = 32

      # Conduzione sicura dei carrelli elevatori
      - Normativa e responsabilità del carrellista
      - Tipi di carrello, componenti e dispositivi di sicurezza
      - Stabilità del carico e controlli prima dell’uso
      - Prova pratica di guida e verifica finale
      + Eseguire i controlli del carrello prima di ogni turno
      + Movimentare carichi mantenendo il carrello stabile
      + Circolare in sicurezza tra scaffalature e pedoni
      > Magazzinieri e operatori che devono ottenere l’abilitazione al carrello elevatore.
      = 12
      @ in_person

      # Lavori in quota e uso dei DPI anticaduta
      - Rischio di caduta dall’alto e normativa
      - Scale, trabattelli e piattaforme
      - DPI anticaduta: imbracature, cordini, ancoraggi
      - Prova pratica di vestizione e verifica
      + Scegliere l’attrezzatura adatta al lavoro in quota
      + Indossare e controllare correttamente i DPI anticaduta
      + Organizzare il recupero di un lavoratore sospeso
      > Manutentori, installatori e lavoratori che operano sopra i due metri.
      = 8
      @ in_person

      # Valutazione dei rischi: redigere e aggiornare il DVR
      - Struttura del documento di valutazione dei rischi
      - Metodi di valutazione: matrici e liste di controllo
      - Rischi specifici: rumore, chimico, stress lavoro-correlato
      - Programma delle misure di miglioramento
      + Redigere un documento di valutazione dei rischi completo
      + Aggiornare il DVR quando cambiano attività o luoghi
      + Pianificare le misure di miglioramento con tempi e responsabili
      > RSPP, ASPP, consulenti e datori di lavoro.
    `),
    en: courses(`
      # First Aid at Work
      - Assessing the scene and calling for help
      - CPR and the recovery position
      - Bleeding, burns and fractures
      - Hands-on practice and assessment
      + Act in an emergency until help arrives
      + Perform CPR with confidence
      + Give the emergency services the right information
      > Employees appointed as first aiders.
      @ in_person

      # Fire Warden Training
      - Fire science and prevention
      - The fire warden’s role
      - Extinguishers and evacuation
      - A practical drill
      + Lead an evacuation calmly as a fire warden
      + Choose and use the right extinguisher
      + Spot fire hazards during daily checks
      > Employees appointed as fire wardens.
      @ in_person

      # Manual Handling and Ergonomics
      - Back injuries: causes and prevention
      - Assessing a lifting task
      - Safe lifting technique: practice
      - Ergonomics at the desk and on the line
      + Assess a manual handling task before starting it
      + Lift, carry and push loads safely
      + Set up a workstation that protects your back
    `),
  },
  quality: {
    it: courses(`
      # Lean manufacturing: eliminare gli sprechi in produzione
      - Principi lean e sprechi
      - Value stream mapping
      - 5S, standard e gestione visiva
      - Flusso, tiraggio e miglioramento continuo
      + Riconoscere gli otto sprechi nei processi produttivi e d’ufficio
      + Mappare il flusso del valore di un processo
      + Organizzare il posto di lavoro con il metodo 5S

      # ISO 9001: sistema di gestione per la qualità
      - La struttura della norma ISO 9001
      - Contesto, rischi e opportunità
      - Processi, documenti e registrazioni
      - Miglioramento, non conformità e azioni correttive
      + Interpretare i requisiti della norma ISO 9001
      + Descrivere i processi aziendali in modo conforme ed essenziale
      + Gestire non conformità e azioni correttive

      # Auditor interno ISO 9001
      - Principi dell’audit: la norma ISO 19011
      - Pianificare l’audit e preparare le liste di controllo
      - Condurre l’audit: interviste ed evidenze
      - Rapporto, rilievi e seguito
      + Pianificare e condurre un audit interno
      + Raccogliere evidenze oggettive con domande efficaci
      + Scrivere rilievi chiari e verificarne la chiusura
    `),
    en: courses(`
      # Lean Six Sigma Green Belt
      - Lean principles and waste
      - The DMAIC cycle
      - Measurement and process capability
      - Statistical tools and control plans
      + Run an improvement project with DMAIC
      + Measure process capability
      + Keep gains in place with a control plan

      # Root Cause Analysis and Problem Solving
      - Defining the problem
      - 5 whys and fishbone diagrams
      - Verifying root causes with data
      - The A3 report and PDCA
      + Solve recurring problems with a structured method
      + Separate symptoms from root causes
      + Present a problem and its fix on one A3 page
    `),
  },
  logistics: {
    it: courses(`
      # Gestione del magazzino e delle scorte
      - Layout e processi di magazzino
      - Ubicazioni e percorsi di prelievo
      - Scorte di sicurezza e punti di riordino
      - Inventari e indicatori di magazzino
      + Organizzare il magazzino per ridurre percorsi e tempi di prelievo
      + Calcolare scorte di sicurezza e punti di riordino
      + Leggere i principali indicatori di magazzino

      # Supply chain management: dalla previsione alla consegna
      - La catena di fornitura da monte a valle
      - Previsione della domanda
      - Pianificazione di acquisti, produzione e distribuzione
      - Trasporti e livello di servizio
      + Prevedere la domanda con metodi semplici
      + Coordinare acquisti, produzione e consegne
      + Pianificare trasporti e consegne riducendo i costi
    `),
    en: courses(`
      # Procurement and Supplier Management
      - Spend analysis and sourcing strategy
      - Selecting suppliers with objective criteria
      - Contracts and service levels
      - Supplier performance reviews
      + Select and evaluate suppliers with objective criteria
      + Agree contracts with clear service levels
      + Review supplier performance regularly
    `),
  },
  sustainability: {
    it: courses(`
      # Sostenibilità d’impresa e criteri ESG
      - ESG: concetti e quadro normativo
      - Cosa chiedono clienti, banche e investitori
      - Analisi di materialità
      - Piano d’azione e comunicazione
      + Capire cosa significano i criteri ESG per la propria azienda
      + Individuare i temi materiali con un’analisi di materialità
      + Rispondere ai questionari ESG di clienti e banche

      # Carbon footprint: misurare e ridurre le emissioni
      - Emissioni di Scope 1, 2 e 3
      - Raccolta dei dati e fattori di emissione
      - Calcolo dell’impronta di carbonio
      - Piano di riduzione e obiettivi
      + Calcolare le emissioni di Scope 1 e 2
      + Raccogliere i dati necessari per lo Scope 3
      + Impostare un piano di riduzione con obiettivi misurabili
    `),
    en: courses(`
      # ESG Reporting Essentials
      - ESG concepts and regulation
      - The CSRD and the European standards
      - Materiality assessment
      - Collecting data and writing the report
      + Understand what ESG criteria mean for your company
      + Find your material topics with a materiality assessment
      + Collect the data for a sustainability report
    `),
  },
};
