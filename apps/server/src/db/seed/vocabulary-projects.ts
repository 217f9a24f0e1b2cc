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
      titles: [
        'Project management: fondamenti e strumenti pratici',
        'Preparazione alla certificazione PMP',
        'Gestione dei rischi di progetto',
        'Pianificare e controllare tempi e costi con Microsoft Project',
        'Gestione degli stakeholder e comunicazione di progetto',
        'Project management per chi non fa il project manager',
      ],
      outcomes: [
        'Definire obiettivi, perimetro e vincoli di un progetto',
        'Costruire una WBS e un cronoprogramma realistico',
        'Identificare e valutare i rischi con un registro semplice',
        'Monitorare avanzamento e costi con pochi indicatori',
        'Gestire le aspettative degli stakeholder con un piano di comunicazione',
        'Chiudere un progetto raccogliendo le lezioni apprese',
      ],
      modules: [
        'Ciclo di vita del progetto e ruoli',
        'WBS, stime e cronoprogramma',
        'Registro dei rischi e piani di risposta',
        'Earned value in pratica',
        'Stakeholder, report e chiusura',
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
      titles: [
        'PMP Exam Prep: 35 Contact Hours',
        'Practical Risk Management for Projects',
        'Project Management Essentials',
      ],
      outcomes: [
        'Define project goals, scope and constraints',
        'Build a work breakdown structure and a realistic schedule',
        'Identify and rank risks with a simple register',
        'Track progress and cost with a handful of indicators',
        'Keep stakeholders informed with a communication plan',
      ],
      modules: [
        'Project life cycle and roles',
        'WBS, estimates and schedule',
        'Risk register and responses',
        'Earned value without the jargon',
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
        'Molti team hanno adottato Scrum di nome ma non di fatto: riunioni in più, risultati uguali.',
        'I metodi agili funzionano quando il team capisce il perché delle pratiche, non solo il come.',
      ],
      titles: [
        'Scrum in pratica: ruoli, eventi e artefatti',
        'Preparazione alla certificazione Professional Scrum Master',
        'Kanban per team di servizio e operations',
        'Product owner: gestire il backlog e il valore',
        'Agile oltre l’IT: metodi agili per marketing e HR',
        'Retrospettive efficaci: facilitare il miglioramento continuo',
      ],
      outcomes: [
        'Spiegare i ruoli di Scrum e le responsabilità di ciascuno',
        'Facilitare sprint planning, daily e review senza perdere tempo',
        'Scrivere user story con criteri di accettazione chiari',
        'Visualizzare il flusso di lavoro e limitare il lavoro in corso',
        'Misurare lead time e throughput per migliorare le previsioni',
        'Condurre retrospettive che portano ad azioni concrete',
      ],
      modules: [
        'Valori e principi agili',
        'Scrum: ruoli, eventi, artefatti',
        'User story e backlog',
        'Kanban: flusso, WIP e metriche',
        'Simulazione di uno sprint completo',
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
        'Many teams use Scrum in name only: more meetings, same results.',
        'Agile works when teams understand why the practices exist, not just how to perform them.',
      ],
      titles: [
        'Kanban and Flow Metrics for Delivery Teams',
        'Scrum Master Fundamentals',
        'Agile Product Ownership',
      ],
      outcomes: [
        'Explain the Scrum roles and their accountabilities',
        'Facilitate planning, daily scrums and reviews that stay short',
        'Write user stories with clear acceptance criteria',
        'Visualise work and limit work in progress',
        'Use lead time and throughput to forecast delivery',
      ],
      modules: [
        'Agile values and principles',
        'Scrum events and artefacts',
        'Backlog and user stories',
        'Kanban boards and flow metrics',
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
      titles: [
        'Tecniche di negoziazione: metodo Harvard in pratica',
        'Negoziare con i fornitori: acquisti e condizioni',
        'Gestione dei conflitti e mediazione in azienda',
        'Negoziazione commerciale per key account',
        'Trattative difficili: gestire pressione e obiezioni',
        'Negoziare lo stipendio e le condizioni di lavoro',
      ],
      outcomes: [
        'Preparare una trattativa definendo obiettivi, margini e alternative',
        'Distinguere posizioni e interessi delle parti',
        'Fare e chiedere concessioni in modo calcolato',
        'Gestire tattiche di pressione senza perdere la calma',
        'Chiudere accordi chiari e sostenibili nel tempo',
        'Mediare un conflitto tra colleghi o reparti',
      ],
      modules: [
        'Preparazione: BATNA, obiettivi e limiti',
        'Interessi e opzioni di reciproco vantaggio',
        'Concessioni, ancoraggi e tattiche',
        'Simulazioni di trattativa con feedback',
        'Gestire il conflitto e mediare',
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
      titles: [
        'Negotiation Skills: The Harvard Method in Practice',
        'Negotiating Across Cultures',
        'Difficult Conversations and Conflict Resolution',
      ],
      outcomes: [
        'Prepare every negotiation with goals, limits and a walk-away alternative',
        'Tell positions apart from interests',
        'Trade concessions instead of giving them away',
        'Stay calm under pressure tactics',
        'Close clear agreements that last',
      ],
      modules: [
        'Preparation: BATNA and targets',
        'Interests and creative options',
        'Anchors, concessions and tactics',
        'Role plays with feedback',
      ],
      audiences: [
        'Sales people, buyers and managers.',
        'Professionals who deal with clients, suppliers or partners in other countries.',
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
      titles: [
        'Customer care: gestire clienti difficili e reclami',
        'Comunicazione telefonica efficace per il front office',
        'Customer experience: progettare il percorso del cliente',
        'Assistenza clienti via chat ed email',
        'Accoglienza e servizio nel retail',
        'Dal reclamo alla fidelizzazione',
      ],
      outcomes: [
        'Accogliere il cliente con un tono professionale e cordiale',
        'Gestire un reclamo trasformandolo in un’occasione di fiducia',
        'Calmare un cliente arrabbiato senza prendere le cose sul personale',
        'Scrivere risposte via chat ed email chiare e gentili',
        'Mappare i punti di contatto del cliente e trovare quelli critici',
        'Misurare la soddisfazione con indicatori semplici',
      ],
      modules: [
        'Le aspettative del cliente',
        'Ascolto, domande e riformulazione',
        'Il reclamo in cinque passi',
        'Scrittura per chat ed email',
        'Customer journey e indicatori',
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
      titles: [
        'Handling Difficult Customers with Confidence',
        'Customer Experience Design Workshop',
        'Writing for Chat and Email Support',
      ],
      outcomes: [
        'Greet customers with a warm, professional tone',
        'Turn a complaint into a moment of trust',
        'Calm an angry customer without taking it personally',
        'Write clear, friendly replies in chat and email',
        'Map the customer journey and find the pain points',
      ],
      modules: [
        'What customers expect',
        'Listening and rephrasing',
        'The five-step complaint process',
        'Journey mapping and service metrics',
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
