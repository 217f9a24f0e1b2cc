import type { VocabularyPart } from './vocabulary-types.ts';

/** Demo texts: safety, quality, logistics and sustainability. */
export const operationsVocabulary: VocabularyPart = {
  'health-safety': {
    it: {
      area: 'salute e sicurezza sul lavoro',
      pains: [
        'La formazione sulla sicurezza è un obbligo di legge, ma soprattutto è ciò che riporta a casa le persone ogni sera.',
        'Un corso sulla sicurezza funziona quando parla dei rischi reali del proprio luogo di lavoro, non di casi astratti.',
      ],
      titles: [
        'Formazione generale lavoratori (D.Lgs. 81/08)',
        'Corso per preposti: aggiornamento e nuovi obblighi',
        'Primo soccorso aziendale gruppo B e C',
        'Addetti antincendio: rischio medio',
        'Corso RSPP datore di lavoro',
        'Conduzione sicura dei carrelli elevatori',
      ],
      outcomes: [
        'Conoscere diritti, doveri e figure della sicurezza in azienda',
        'Riconoscere i rischi principali della propria mansione',
        'Usare correttamente i dispositivi di protezione individuale',
        'Intervenire in caso di infortunio o malore in attesa dei soccorsi',
        'Sapere come comportarsi in caso di incendio ed evacuazione',
        'Vigilare sul rispetto delle procedure come preposto',
      ],
      modules: [
        'Normativa e organizzazione della prevenzione',
        'Valutazione dei rischi',
        'Dispositivi di protezione e segnaletica',
        'Gestione delle emergenze',
        'Prova pratica e verifica finale',
      ],
      audiences: [
        'Lavoratori, preposti e datori di lavoro di aziende di ogni settore.',
        'Addetti alle squadre di emergenza, primo soccorso e antincendio.',
      ],
      needs: ['sicurezza per i preposti', 'primo soccorso e antincendio'],
    },
    en: {
      area: 'health and safety',
      pains: [
        'Safety training is a legal duty, but above all it is what gets people home safely every evening.',
        'Safety training works when it talks about the real risks of your own workplace.',
      ],
      titles: ['First Aid at Work', 'Fire Warden Training', 'Manual Handling and Ergonomics'],
      outcomes: [
        'Know everyone’s duties and roles in workplace safety',
        'Recognise the main risks of your job',
        'Use personal protective equipment correctly',
        'Act in an emergency until help arrives',
        'Lead an evacuation calmly as a fire warden',
      ],
      modules: [
        'Law and responsibilities',
        'Risk assessment',
        'Emergency procedures',
        'Practical exercises and assessment',
      ],
      audiences: [
        'Employees, supervisors and employers in every sector.',
        'Members of first aid and fire emergency teams.',
      ],
      needs: ['first aid training', 'fire warden course'],
    },
    hours: [4, 16],
    euros: [290, 790],
    delivery: 'in_person',
  },
  quality: {
    it: {
      area: 'qualità e miglioramento continuo',
      pains: [
        'Sprechi, rilavorazioni e attese costano più di quanto sembri e raramente compaiono nei report.',
        'Un sistema qualità utile è fatto di poche regole chiare che le persone seguono perché ne vedono il senso.',
      ],
      titles: [
        'Lean manufacturing: eliminare gli sprechi in produzione',
        'ISO 9001: sistema di gestione per la qualità',
        'Auditor interno ISO 9001',
        'Six Sigma Yellow Belt',
        '5S e gestione visiva del posto di lavoro',
        'Problem solving strutturato con il metodo A3',
      ],
      outcomes: [
        'Riconoscere gli otto sprechi nei processi produttivi e d’ufficio',
        'Mappare il flusso del valore di un processo',
        'Organizzare il posto di lavoro con il metodo 5S',
        'Interpretare i requisiti della norma ISO 9001',
        'Pianificare e condurre un audit interno',
        'Risolvere problemi ricorrenti con un metodo strutturato',
      ],
      modules: [
        'Principi lean e sprechi',
        'Value stream mapping',
        '5S, standard e gestione visiva',
        'Norma ISO 9001 e audit',
        'Metodo A3 e PDCA',
      ],
      audiences: [
        'Responsabili di produzione, qualità e manutenzione.',
        'Capi reparto e operatori coinvolti in progetti di miglioramento.',
      ],
      needs: ['lean manufacturing per la produzione', 'audit interni ISO 9001'],
    },
    en: {
      area: 'quality and continuous improvement',
      pains: [
        'Waste, rework and waiting cost more than they seem and rarely show up in reports.',
        'A useful quality system is a few clear rules people follow because they see the point.',
      ],
      titles: [
        'Lean Six Sigma Green Belt',
        'ISO 9001 Internal Auditor',
        'Root Cause Analysis and Problem Solving',
      ],
      outcomes: [
        'Recognise the eight wastes in production and office work',
        'Map the value stream of a process',
        'Organise the workplace with 5S',
        'Plan and carry out an internal audit',
        'Solve recurring problems with a structured method',
      ],
      modules: [
        'Lean principles',
        'Value stream mapping',
        'Six Sigma tools and DMAIC',
        'Audits and corrective actions',
      ],
      audiences: [
        'Production, quality and maintenance managers.',
        'Supervisors and operators in improvement projects.',
      ],
      needs: ['lean training for production', 'root cause analysis'],
    },
    hours: [8, 32],
    euros: [450, 1890],
    delivery: 'in_person',
  },
  logistics: {
    it: {
      area: 'logistica e supply chain',
      pains: [
        'Magazzini pieni e clienti che aspettano: in logistica il problema è quasi sempre il flusso, non lo spazio.',
        'Una supply chain efficiente nasce da previsioni affidabili, processi semplici e dati condivisi con i fornitori.',
      ],
      titles: [
        'Gestione del magazzino e delle scorte',
        'Supply chain management: dalla previsione alla consegna',
        'Logistica distributiva e trasporti',
        'Acquisti e gestione dei fornitori',
        'Sicurezza in magazzino: mezzi di movimentazione e scaffalature',
        'Pianificazione della produzione e dei materiali',
      ],
      outcomes: [
        'Organizzare il magazzino per ridurre percorsi e tempi di prelievo',
        'Calcolare scorte di sicurezza e punti di riordino',
        'Leggere i principali indicatori logistici',
        'Scegliere e valutare i fornitori con criteri oggettivi',
        'Pianificare trasporti e consegne riducendo i costi',
        'Lavorare in sicurezza con carrelli e scaffalature',
      ],
      modules: [
        'Layout e processi di magazzino',
        'Gestione delle scorte',
        'Previsione della domanda',
        'Trasporti e distribuzione',
        'Indicatori e miglioramento',
      ],
      audiences: [
        'Responsabili e addetti di magazzino, logistica e acquisti.',
        'Pianificatori della produzione e responsabili di stabilimento.',
      ],
      needs: ['gestione del magazzino', 'supply chain e previsione della domanda'],
    },
    en: {
      area: 'logistics and supply chain',
      pains: [
        'Full warehouses and waiting customers: in logistics the problem is almost always flow, not space.',
        'An efficient supply chain starts with reliable forecasts, simple processes and data shared with suppliers.',
      ],
      titles: [
        'Supply Chain Fundamentals',
        'Inventory Management and Forecasting',
        'Procurement and Supplier Management',
      ],
      outcomes: [
        'Lay out a warehouse to cut walking and picking time',
        'Calculate safety stock and reorder points',
        'Read the key logistics indicators',
        'Select and evaluate suppliers with objective criteria',
        'Plan transport and deliveries at lower cost',
      ],
      modules: [
        'Warehouse layout and processes',
        'Inventory policies',
        'Demand forecasting',
        'Transport and distribution',
      ],
      audiences: [
        'Warehouse, logistics and purchasing staff.',
        'Production planners and plant managers.',
      ],
      needs: ['inventory management training', 'procurement skills'],
    },
    hours: [8, 24],
    euros: [390, 1390],
    delivery: 'in_person',
  },
  sustainability: {
    it: {
      area: 'sostenibilità ed ESG',
      pains: [
        'Clienti, banche e grandi committenti chiedono sempre più spesso dati ESG anche alle piccole imprese.',
        'La sostenibilità diventa concreta quando si traduce in obiettivi misurabili e scelte quotidiane.',
      ],
      titles: [
        'Sostenibilità d’impresa e criteri ESG',
        'Redigere il bilancio di sostenibilità',
        'Carbon footprint: misurare e ridurre le emissioni',
        'Economia circolare per le PMI',
        'ISO 14001: sistema di gestione ambientale',
        'La direttiva CSRD spiegata alle aziende',
      ],
      outcomes: [
        'Capire cosa significano i criteri ESG per la propria azienda',
        'Individuare i temi materiali con un’analisi di materialità',
        'Calcolare le emissioni di Scope 1 e 2',
        'Impostare un piano di riduzione con obiettivi misurabili',
        'Raccogliere i dati per un report di sostenibilità',
        'Conoscere obblighi e tempi della direttiva CSRD',
      ],
      modules: [
        'ESG: concetti e quadro normativo',
        'Analisi di materialità',
        'Emissioni e indicatori ambientali',
        'Report di sostenibilità',
        'Piano d’azione e comunicazione',
      ],
      audiences: [
        'Responsabili sostenibilità, qualità, ambiente e amministrazione.',
        'Imprenditori che devono rispondere alle richieste ESG di clienti e banche.',
      ],
      needs: ['bilancio di sostenibilità', 'calcolo della carbon footprint'],
    },
    en: {
      area: 'sustainability and ESG',
      pains: [
        'Customers, banks and large buyers increasingly ask even small suppliers for ESG data.',
        'Sustainability becomes real when it turns into measurable targets and everyday choices.',
      ],
      titles: [
        'ESG Reporting Essentials',
        'Carbon Accounting for Businesses',
        'Circular Economy Strategies',
      ],
      outcomes: [
        'Understand what ESG criteria mean for your company',
        'Find your material topics with a materiality assessment',
        'Calculate Scope 1 and 2 emissions',
        'Set reduction targets you can measure',
        'Collect the data for a sustainability report',
      ],
      modules: [
        'ESG concepts and regulation',
        'Materiality assessment',
        'Emissions and environmental indicators',
        'Reporting and communication',
      ],
      audiences: [
        'Sustainability, quality and finance professionals.',
        'Business owners answering ESG questionnaires from clients and banks.',
      ],
      needs: ['ESG reporting training', 'carbon accounting'],
    },
    hours: [8, 24],
    euros: [450, 1590],
    delivery: 'mixed',
  },
};
