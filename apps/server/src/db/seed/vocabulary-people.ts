import type { VocabularyPart } from './vocabulary-types.ts';

/** Demo texts: leading and growing people. */
export const peopleVocabulary: VocabularyPart = {
  leadership: {
    it: {
      area: 'leadership e gestione dei collaboratori',
      pains: [
        'Molti responsabili arrivano al ruolo grazie alla competenza tecnica e si trovano a guidare persone senza strumenti chiari.',
        'Guidare un team oggi significa tenere insieme risultati, motivazione e cambiamenti continui, spesso a distanza.',
      ],
      titles: [
        'Leadership situazionale: guidare persone diverse in modo efficace',
        'Da collega a responsabile: i primi 100 giorni da team leader',
        'Feedback e conversazioni difficili per manager',
        'Delegare con fiducia: meno controllo, più responsabilità',
        'Leadership al femminile: autorevolezza e stile personale',
        'Guidare team ibridi e da remoto',
      ],
      outcomes: [
        'Riconoscere il livello di autonomia di ogni collaboratore e adattare il proprio stile',
        'Condurre colloqui di feedback chiari, rispettosi e orientati all’azione',
        'Delegare attività definendo obiettivi, limiti e momenti di verifica',
        'Gestire le tensioni nel team prima che diventino conflitti',
        'Costruire un clima di fiducia anche con chi lavora a distanza',
        'Definire obiettivi condivisi e misurabili per il proprio team',
      ],
      modules: [
        'Stili di leadership e autodiagnosi',
        'Il feedback in tre passi: osservare, descrivere, concordare',
        'Delega e responsabilizzazione: casi pratici',
        'Motivazione e riconoscimento nel lavoro quotidiano',
        'Piano d’azione personale per i prossimi tre mesi',
      ],
      audiences: [
        'Team leader, responsabili di funzione e neo-manager che coordinano da 3 a 20 persone.',
        'Professionisti che stanno per assumere un ruolo di coordinamento e vogliono arrivarci preparati.',
      ],
      needs: ['leadership per neo-responsabili', 'gestione dei collaboratori e feedback'],
    },
    en: {
      area: 'leadership and people management',
      pains: [
        'Many managers are promoted for their technical skills and then lead people without a clear toolkit.',
        'Leading a team today means balancing results, motivation and constant change, often across locations.',
      ],
      titles: [
        'Leading Hybrid Teams: Trust, Clarity and Accountability',
        'First-Time Manager Bootcamp',
        'Coaching Skills for Team Leaders',
      ],
      outcomes: [
        'Adapt your leadership style to each team member’s experience and motivation',
        'Give feedback that is specific, fair and leads to action',
        'Delegate work with clear goals, boundaries and check-ins',
        'Handle tension in the team before it turns into conflict',
        'Run one-to-ones that people look forward to',
      ],
      modules: [
        'Leadership styles and self-assessment',
        'Feedback models you can use tomorrow',
        'Delegation and ownership: real cases',
        'Your action plan for the next 90 days',
      ],
      audiences: [
        'Team leaders, department heads and newly promoted managers.',
        'Specialists about to take on their first people-management role.',
      ],
      needs: ['leadership training for new managers', 'coaching skills for team leads'],
    },
    hours: [8, 24],
    euros: [390, 1490],
    delivery: 'mixed',
  },
  management: {
    it: {
      area: 'management e organizzazione',
      pains: [
        'Le giornate dei manager sono piene di riunioni, urgenze e decisioni da prendere con informazioni incomplete.',
        'Quando l’azienda cresce, le abitudini che funzionavano in dieci persone non bastano più.',
      ],
      titles: [
        'Gestione del tempo e delle priorità per manager',
        'Riunioni efficaci: meno incontri, più decisioni',
        'Problem solving e decisioni in condizioni di incertezza',
        'Gestire il cambiamento organizzativo senza perdere le persone',
        'OKR in pratica: dagli obiettivi aziendali al lavoro dei team',
        'Management per PMI: organizzare ruoli, processi e responsabilità',
      ],
      outcomes: [
        'Distinguere ciò che è urgente da ciò che è importante e pianificare di conseguenza',
        'Preparare e condurre riunioni brevi che si chiudono con decisioni chiare',
        'Analizzare un problema alla radice prima di cercare soluzioni',
        'Scrivere obiettivi e risultati chiave comprensibili a tutto il team',
        'Accompagnare i collaboratori attraverso un cambiamento',
        'Disegnare ruoli e responsabilità con una matrice semplice',
      ],
      modules: [
        'Priorità, energia e agenda settimanale',
        'Struttura di una riunione che funziona',
        'Tecniche di problem solving: 5 perché, diagramma di Ishikawa',
        'OKR: scrittura, allineamento e revisione',
        'Comunicare il cambiamento al team',
      ],
      audiences: [
        'Manager, responsabili di area e imprenditori di piccole e medie imprese.',
        'Quadri e figure di coordinamento che vogliono organizzare meglio il lavoro proprio e del team.',
      ],
      needs: ['gestione del tempo e delle priorità', 'organizzazione e ruoli in una PMI'],
    },
    en: {
      area: 'management and organisation',
      pains: [
        'Managers spend their days in meetings and urgent requests, deciding with incomplete information.',
        'As a company grows, the habits that worked with ten people stop working.',
      ],
      titles: [
        'Time and Priority Management for Busy Managers',
        'OKRs That Work: From Strategy to Team Goals',
        'Leading Change in Growing Organisations',
      ],
      outcomes: [
        'Separate the urgent from the important and plan your week around it',
        'Run short meetings that end with clear decisions and owners',
        'Find the root cause of a problem before jumping to solutions',
        'Write objectives and key results the whole team understands',
        'Guide people through change with honest, regular communication',
      ],
      modules: [
        'Priorities, energy and the weekly plan',
        'Meeting structures that work',
        'Root-cause analysis in practice',
        'Writing and reviewing OKRs',
      ],
      audiences: [
        'Managers, department heads and founders of small and mid-sized companies.',
        'Middle managers who want to organise their own and their team’s work better.',
      ],
      needs: ['time management for managers', 'OKR introduction for our leadership team'],
    },
    hours: [6, 16],
    euros: [350, 1190],
    delivery: 'mixed',
  },
  'human-resources': {
    it: {
      area: 'gestione delle risorse umane',
      pains: [
        'Trovare, inserire e trattenere le persone giuste è diventata una delle sfide principali per le aziende.',
        'Le persone chiedono percorsi di crescita chiari, e le aziende hanno bisogno di strumenti per offrirli.',
      ],
      titles: [
        'Selezione del personale: dal job posting al colloquio strutturato',
        'Onboarding efficace: i primi 90 giorni di un nuovo collaboratore',
        'Valutazione delle prestazioni e colloqui annuali',
        'Employer branding per PMI con budget limitato',
        'Benessere organizzativo e prevenzione dello stress lavoro-correlato',
        'People analytics: decidere con i dati HR',
      ],
      outcomes: [
        'Scrivere annunci di lavoro chiari e attraenti per i candidati giusti',
        'Condurre colloqui strutturati con domande comportamentali',
        'Progettare un piano di inserimento per i nuovi assunti',
        'Impostare un sistema di valutazione semplice e condiviso',
        'Leggere i principali indicatori HR: turnover, assenze, tempi di selezione',
        'Riconoscere i segnali di stress e intervenire per tempo',
      ],
      modules: [
        'Il profilo del ruolo e l’annuncio',
        'Il colloquio strutturato: domande, griglie, valutazione',
        'Onboarding: checklist e affiancamento',
        'Valutazione delle prestazioni e obiettivi individuali',
        'Indicatori HR e cruscotto mensile',
      ],
      audiences: [
        'Responsabili e addetti HR, recruiter e titolari di piccole imprese che selezionano in autonomia.',
        'Manager di linea coinvolti nella selezione e nella valutazione dei collaboratori.',
      ],
      needs: ['selezione e colloqui strutturati', 'valutazione delle prestazioni'],
    },
    en: {
      area: 'human resources',
      pains: [
        'Finding, onboarding and keeping the right people has become one of the hardest jobs in any company.',
        'People expect clear growth paths, and companies need simple tools to offer them.',
      ],
      titles: [
        'Structured Interviewing for Hiring Managers',
        'Emotional Intelligence at Work',
        'Building an Onboarding Programme That Sticks',
      ],
      outcomes: [
        'Write job ads that attract the right candidates',
        'Run structured, fair interviews with behavioural questions',
        'Design a 90-day onboarding plan with clear milestones',
        'Recognise emotions, yours and others’, and respond with intent',
        'Read the key HR metrics: turnover, absence, time to hire',
      ],
      modules: [
        'Role profile and job advert',
        'Interview guides and scoring',
        'Onboarding checklists and buddies',
        'Emotional intelligence in everyday conversations',
      ],
      audiences: [
        'HR professionals, recruiters and hiring managers.',
        'Team leaders who take part in hiring and performance reviews.',
      ],
      needs: ['structured interviewing for hiring managers', 'emotional intelligence workshop'],
    },
    hours: [6, 16],
    euros: [320, 990],
    delivery: 'mixed',
  },
  communication: {
    it: {
      area: 'comunicazione efficace',
      pains: [
        'Un’idea vale poco se non si riesce a presentarla in modo chiaro e convincente.',
        'Molti malintesi al lavoro nascono da messaggi scritti di fretta o da riunioni senza una struttura.',
      ],
      titles: [
        'Public speaking: parlare in pubblico con sicurezza',
        'Presentazioni che convincono: struttura, slide e voce',
        'Scrittura professionale: email e report chiari',
        'Comunicazione assertiva nelle relazioni di lavoro',
        'Storytelling aziendale per presentare progetti e risultati',
        'Ascolto attivo e comunicazione nei team',
      ],
      outcomes: [
        'Gestire l’emozione prima e durante un intervento in pubblico',
        'Costruire una presentazione con un messaggio chiaro in apertura',
        'Usare voce, pause e sguardo per tenere l’attenzione',
        'Scrivere email brevi che ottengono risposta',
        'Esprimere un disaccordo in modo fermo e rispettoso',
        'Raccontare un progetto come una storia con un inizio, un ostacolo e un risultato',
      ],
      modules: [
        'Preparazione: pubblico, obiettivo, messaggio chiave',
        'Struttura e slide essenziali',
        'Voce, postura e gestione dell’ansia',
        'Prove pratiche videoregistrate con feedback',
        'Scrittura chiara: frasi brevi, parole concrete',
      ],
      audiences: [
        'Professionisti che presentano in riunione, a clienti o a convegni.',
        'Chiunque voglia comunicare in modo più chiaro a voce e per iscritto.',
      ],
      needs: ['public speaking', 'scrittura professionale e comunicazione scritta'],
    },
    en: {
      area: 'communication',
      pains: [
        'A good idea goes nowhere if you cannot present it clearly and convincingly.',
        'Many misunderstandings at work start with rushed messages or meetings without structure.',
      ],
      titles: [
        'Presenting with Confidence: Public Speaking Masterclass',
        'Clear Business Writing: Emails and Reports',
        'Storytelling for Business Presentations',
      ],
      outcomes: [
        'Manage nerves before and during a talk',
        'Open every presentation with one clear message',
        'Use voice, pauses and eye contact to hold attention',
        'Write short emails that get answered',
        'Turn project updates into stories people remember',
      ],
      modules: [
        'Audience, goal and key message',
        'Structure and simple slides',
        'Voice, body language and nerves',
        'Filmed practice with individual feedback',
      ],
      audiences: [
        'Professionals who present to colleagues, clients or conferences.',
        'Anyone who wants to communicate more clearly in speech and in writing.',
      ],
      needs: ['presentation skills', 'business writing in English'],
    },
    hours: [6, 16],
    euros: [290, 890],
    delivery: 'mixed',
  },
};
