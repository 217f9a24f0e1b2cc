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
