import type { VocabularyPart } from './vocabulary-types.ts';

/** Demo texts: projects, agile ways of working, negotiation and customers. */
export const projectsVocabulary: VocabularyPart = {
  'project-management': {
    it: {
      area: 'gestione dei progetti',
      pains: [
        'Progetti in ritardo, budget sforati e requisiti che cambiano a metà strada sono esperienze comuni a tutti.',
        'Gestire un progetto è prima di tutto gestire persone, aspettative e rischi, non solo un diagramma di Gantt.',
      ],
      audiences: [
        'Project manager junior, capi commessa e responsabili tecnici.',
        'Professionisti che coordinano progetti interfunzionali senza un ruolo formale di PM.',
      ],
      needs: ['project management di base', 'preparazione all’esame PMP'],
    },
    en: {
      area: 'project management',
      pains: [
        'Late projects, blown budgets and shifting requirements are familiar to everyone.',
        'Managing a project is mostly about people, expectations and risks, not just a Gantt chart.',
      ],
      audiences: [
        'Junior project managers and technical leads.',
        'Professionals who run cross-team projects without a formal PM title.',
      ],
      needs: ['PMP exam preparation', 'project management basics'],
    },
    hours: [14, 40],
    euros: [590, 2400],
    delivery: 'mixed',
  },
  agile: {
    it: {
      area: 'metodi agili',
      pains: [
        'Molti team hanno adottato i metodi agili di nome ma non di fatto: riunioni in più, risultati uguali.',
        'I metodi agili funzionano quando il team capisce il perché delle pratiche, non solo il come.',
      ],
      audiences: [
        'Team di sviluppo, product owner, scrum master e responsabili di area.',
        'Team non tecnici che vogliono lavorare per iterazioni brevi.',
      ],
      needs: ['Scrum per il team di sviluppo', 'Kanban per il reparto operations'],
    },
    en: {
      area: 'agile ways of working',
      pains: [
        'Many teams are agile in name only: more meetings, same results.',
        'Agile works when teams understand why the practices exist, not just how to perform them.',
      ],
      audiences: [
        'Delivery teams, product owners and scrum masters.',
        'Managers who support agile teams and want to speak their language.',
      ],
      needs: ['Scrum training for a product team', 'Kanban coaching'],
    },
    hours: [8, 24],
    euros: [450, 1690],
    delivery: 'mixed',
  },
  negotiation: {
    it: {
      area: 'negoziazione',
      pains: [
        'Si negozia ogni giorno, con clienti, fornitori e colleghi, ma quasi sempre senza un metodo.',
        'Una trattativa preparata bene fa la differenza tra un accordo conveniente e una concessione di troppo.',
      ],
      audiences: [
        'Commerciali, buyer, responsabili acquisti e manager.',
        'Professionisti che trattano con clienti, fornitori o partner.',
      ],
      needs: ['tecniche di negoziazione per il team acquisti', 'gestione dei conflitti'],
    },
    en: {
      area: 'negotiation',
      pains: [
        'We negotiate every day with clients, suppliers and colleagues, usually without a method.',
        'A well-prepared negotiation is the difference between a good deal and one concession too many.',
      ],
      audiences: [
        'Sales people, buyers and managers.',
        'Professionals who deal with clients, suppliers or partners every day.',
      ],
      needs: ['negotiation skills for key account managers', 'conflict resolution'],
    },
    hours: [8, 16],
    euros: [490, 1290],
    delivery: 'mixed',
  },
  'customer-service': {
    it: {
      area: 'servizio clienti',
      pains: [
        'Un cliente scontento racconta la sua esperienza a molte più persone di un cliente soddisfatto.',
        'Il servizio clienti è spesso il primo e l’ultimo contatto con l’azienda: ogni conversazione conta.',
      ],
      audiences: [
        'Addetti al customer care, front office, call center e negozi.',
        'Responsabili del servizio clienti che vogliono uniformare lo stile del team.',
      ],
      needs: ['gestione dei reclami per il customer care', 'comunicazione telefonica'],
    },
    en: {
      area: 'customer service',
      pains: [
        'An unhappy customer tells many more people than a happy one.',
        'Customer service is often the first and last contact with a company: every conversation counts.',
      ],
      audiences: [
        'Customer service, front desk and contact centre staff.',
        'Service managers who want a consistent style across the team.',
      ],
      needs: ['complaint handling for our support team', 'customer experience workshop'],
    },
    hours: [4, 16],
    euros: [290, 790],
    delivery: 'mixed',
  },
};
