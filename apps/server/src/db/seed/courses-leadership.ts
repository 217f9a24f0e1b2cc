import { courses } from './course-texts.ts';
import type { CoursePart } from './vocabulary-types.ts';

/** Demo courses: leadership (the busiest category of the demo) and management. */
export const leadershipCourses: CoursePart = {
  leadership: {
    it: courses(`
      # Leadership situazionale: guidare persone diverse in modo efficace
      - Stili di leadership e autodiagnosi
      - I quattro livelli di autonomia di un collaboratore
      - Dirigere, allenare, sostenere, delegare: quando e con chi
      - Casi pratici: lo stesso compito affidato a persone diverse
      + Riconoscere il livello di autonomia di ogni collaboratore
      + Adattare il proprio stile alla persona e al compito
      + Capire quando dare indicazioni e quando lasciare spazio

      # Da collega a responsabile: i primi 100 giorni da team leader
      - Il cambio di ruolo: cosa cambia nei rapporti con gli ex colleghi
      - Il primo incontro con il team e le prime decisioni
      - Priorità, regole del gioco e aspettative reciproche
      - Piano personale per i primi 100 giorni
      + Gestire con serenità il rapporto con chi era un collega
      + Presentarsi al team con obiettivi e regole chiare
      + Costruire un piano realistico per i primi tre mesi
      + Chiedere aiuto al proprio responsabile nel momento giusto

      # Feedback e conversazioni difficili per manager
      - Il feedback in tre passi: osservare, descrivere, concordare
      - Feedback positivo e correttivo: quando e come darlo
      - Prepararsi a una conversazione difficile
      - Reazioni emotive, silenzi e resistenze
      - Simulazioni con attori e debriefing
      + Condurre colloqui di feedback chiari, rispettosi e orientati all’azione
      + Affrontare prestazioni insufficienti senza rimandare
      + Gestire le reazioni emotive dell’interlocutore
      + Chiudere ogni colloquio con impegni concreti

      # Delegare con fiducia: meno controllo, più responsabilità
      - Perché non deleghiamo: convinzioni e paure
      - Cosa delegare, a chi e con quale autonomia
      - Il colloquio di delega: obiettivi, limiti, risorse
      - Verifiche intermedie senza controllo ossessivo
      + Scegliere le attività da delegare e la persona giusta
      + Delegare definendo obiettivi, limiti e momenti di verifica
      + Liberare tempo per le attività di responsabile
      + Far crescere i collaboratori attraverso la delega

      # Leadership al femminile: autorevolezza e stile personale
      - Stereotipi, aspettative e stile di leadership
      - Autorevolezza: voce, presenza e linguaggio
      - Negoziare spazio e visibilità nell’organizzazione
      - Rete di relazioni e sponsor
      + Riconoscere il proprio stile di leadership e valorizzarlo
      + Esprimere le proprie posizioni con fermezza in riunione
      + Costruire una rete professionale utile alla crescita
      > Donne con ruoli di responsabilità o in procinto di assumerli.

      # Guidare team ibridi e da remoto
      - Regole di collaborazione per il team ibrido
      - Comunicazione sincrona e asincrona: cosa usare e quando
      - Fiducia e risultati: guidare per obiettivi
      - Riunioni ibride in cui tutti partecipano
      + Definire con il team accordi di lavoro a distanza
      + Scegliere il canale giusto per ogni comunicazione
      + Costruire fiducia anche con chi lavora a distanza
      + Misurare i risultati invece della presenza

      # Coaching per manager: far crescere i collaboratori
      - Il manager coach: ruolo e confini
      - Domande potenti e ascolto attivo
      - Il modello GROW in un colloquio di sviluppo
      - Esercitazioni in trio: coach, coachee, osservatore
      + Condurre un colloquio di coaching con il modello GROW
      + Fare domande che aiutano il collaboratore a trovare soluzioni
      + Distinguere quando fare coaching e quando dare indicazioni

      # Motivare il team: riconoscimento, obiettivi e senso del lavoro
      - Cosa motiva davvero le persone al lavoro
      - Obiettivi che danno direzione e senso
      - Riconoscimento quotidiano: parole e gesti concreti
      - Demotivazione: segnali e interventi
      + Capire le leve di motivazione di ogni collaboratore
      + Collegare il lavoro quotidiano agli obiettivi dell’azienda
      + Riconoscere i risultati in modo specifico e tempestivo
      + Intervenire ai primi segnali di demotivazione

      # Leadership e intelligenza emotiva
      - Le competenze dell’intelligenza emotiva
      - Consapevolezza di sé e gestione delle proprie emozioni
      - Empatia e lettura del clima nel team
      - Emozioni e decisioni sotto pressione
      + Riconoscere le proprie emozioni e il loro effetto sugli altri
      + Mantenere la calma nelle situazioni di tensione
      + Leggere il clima del team e intervenire per tempo

      # Gestire i conflitti nel team
      - Conflitti utili e conflitti distruttivi
      - Le fonti del conflitto: obiettivi, ruoli, valori
      - Il colloquio di mediazione tra due collaboratori
      - Prevenire: regole condivise e momenti di confronto
      + Gestire le tensioni nel team prima che diventino conflitti
      + Mediare tra due collaboratori in disaccordo
      + Definire regole di confronto condivise dal team

      # Team building esperienziale: costruire un team che funziona
      - Attività outdoor a squadre
      - Ruoli nel team: chi fa cosa quando le cose si complicano
      - Debriefing: dall’esperienza al lavoro di tutti i giorni
      - Patto di squadra e impegni comuni
      + Conoscere i punti di forza dei colleghi
      + Riconoscere i ruoli che ciascuno assume nel team
      + Tradurre l’esperienza in impegni concreti per il lavoro
      > Team di lavoro che vogliono conoscersi meglio e collaborare di più.
      @ in_person

      # Leadership per capi reparto e capi turno
      - Il ruolo del capo reparto tra direzione e operatori
      - Dare istruzioni chiare all’inizio del turno
      - Sicurezza, qualità e tempi: far rispettare le regole
      - Gestire assenze, richieste e lamentele
      + Dare istruzioni chiare e verificare che siano state capite
      + Far rispettare le regole senza perdere la collaborazione
      + Gestire le richieste dei collaboratori con equità
      > Capi reparto, capi turno e capisquadra di produzione e logistica.

      # Decidere da leader: responsabilità, rischi e comunicazione delle scelte
      - Decisioni individuali e decisioni condivise
      - Valutare opzioni e rischi con poche informazioni
      - Coinvolgere il team senza rinunciare a decidere
      - Comunicare una scelta impopolare
      + Scegliere il modo di decidere adatto alla situazione
      + Valutare rischi e alternative in modo strutturato
      + Comunicare una decisione difficile con trasparenza

      # Leadership intergenerazionale: guidare team di età diverse
      - Generazioni al lavoro: aspettative e stereotipi
      - Comunicare con stili e canali diversi
      - Trasferire competenze: mentoring e reverse mentoring
      - Progetti misti come occasione di crescita
      + Superare gli stereotipi legati all’età nel team
      + Adattare la comunicazione alle diverse generazioni
      + Avviare un programma di mentoring reciproco

      # Colloqui individuali efficaci: one-to-one che servono davvero
      - A cosa serve un colloquio individuale
      - Frequenza, durata e agenda condivisa
      - Parlare di lavoro, crescita e benessere
      - Seguire gli impegni da un incontro all’altro
      + Impostare colloqui individuali regolari e utili
      + Costruire l’agenda insieme al collaboratore
      + Tenere traccia degli impegni presi da entrambe le parti

      # Autorevolezza senza gerarchia: leadership trasversale e influenza
      - Influenzare senza autorità formale
      - Mappare interlocutori e interessi
      - Argomentare con dati, storie e alleanze
      - Coordinare colleghi di altri reparti
      + Ottenere collaborazione da chi non dipende da te
      + Costruire alleanze sui progetti trasversali
      + Presentare una proposta in modo convincente
      > Specialisti e coordinatori di progetto che lavorano con colleghi di altri reparti.
    `),
    en: courses(`
      # Leading Hybrid Teams: Trust, Clarity and Accountability
      - Working agreements for hybrid teams
      - Choosing between live and written communication
      - Managing by outcomes, not presence
      - Hybrid meetings where everyone has a voice
      + Agree clear ways of working with a distributed team
      + Pick the right channel for every message
      + Build trust with people you rarely see in person
      + Track results instead of hours

      # First-Time Manager Bootcamp
      - From peer to manager: what changes
      - Setting expectations in your first weeks
      - Feedback and one-to-ones
      - Your action plan for the next 90 days
      + Handle the move from colleague to manager with confidence
      + Set clear expectations with your new team
      + Run one-to-ones that people look forward to
      + Leave with a 90-day plan for your new role

      # Coaching Skills for Team Leaders
      - The leader as coach
      - Powerful questions and active listening
      - The GROW model step by step
      - Coaching practice in triads
      + Run a coaching conversation with the GROW model
      + Ask questions that help people find their own solutions
      + Know when to coach and when to tell

      # Leading with Influence: Getting Things Done Without Authority
      - Influence versus authority
      - Mapping stakeholders and their interests
      - Persuasion with data, stories and allies
      - Practice: pitching an idea to a sceptical peer
      + Win support from people who do not report to you
      + Build alliances across departments
      + Make a persuasive case for your proposals

      # Women in Leadership: Presence and Influence
      - Leadership styles and the double bind
      - Executive presence: voice, posture, language
      - Visibility, sponsorship and networks
      - Personal development plan
      + Recognise and use your own leadership style
      + Speak up with confidence in senior meetings
      + Build a network that supports your career
      > Women in management roles or preparing to step into one.

      # Giving Feedback That Lands
      - Why most feedback fails
      - Observation, impact, request: a simple model
      - Feedback on performance and behaviour
      - Role plays with individual coaching
      + Give feedback that is specific, fair and leads to action
      + Address underperformance early and calmly
      + Receive feedback without getting defensive

      # Building High-Performing Teams
      - What makes teams perform: the research
      - Purpose, roles and shared goals
      - Psychological safety in practice
      - Team health check and action plan
      + Give your team a shared purpose and clear roles
      + Create a climate where people speak up
      + Run a team health check and act on it
      + Handle tension in the team before it turns into conflict

      # Leading Multicultural Teams
      - Culture and the workplace: useful models
      - Direct and indirect communication
      - Decisions, hierarchy and time across cultures
      - Case studies from international teams
      + Recognise cultural differences in how people work
      + Adapt your communication to colleagues from other cultures
      + Prevent misunderstandings in international teams
    `),
  },
  management: {
    it: courses(`
      # Gestione del tempo e delle priorità per manager
      - Dove va il tempo: analisi della settimana tipo
      - Urgente e importante: la matrice delle priorità
      - Pianificare la settimana e proteggere il tempo di lavoro
      - Interruzioni, email e riunioni
      + Distinguere ciò che è urgente da ciò che è importante e pianificare di conseguenza
      + Proteggere il tempo per il lavoro che conta
      + Ridurre le interruzioni e gestire la posta in modo ordinato

      # Riunioni efficaci: meno incontri, più decisioni
      - Serve davvero una riunione? Alternative e criteri
      - Obiettivo, agenda e partecipanti
      - Condurre: tempi, interventi, decisioni
      - Il verbale in cinque righe e il seguito
      + Preparare e condurre riunioni brevi che si chiudono con decisioni chiare
      + Scegliere chi invitare e chi informare soltanto
      + Far seguire a ogni riunione azioni con responsabili e scadenze

      # Problem solving e decisioni in condizioni di incertezza
      - Definire il problema prima della soluzione
      - Tecniche di analisi: 5 perché, diagramma di Ishikawa
      - Generare e confrontare alternative
      - Decidere con informazioni incomplete
      + Analizzare un problema alla radice prima di cercare soluzioni
      + Confrontare alternative con criteri espliciti
      + Prendere decisioni tempestive anche nell’incertezza

      # Gestire il cambiamento organizzativo senza perdere le persone
      - Perché le persone resistono al cambiamento
      - Le fasi del cambiamento e il ruolo del manager
      - Comunicare il cambiamento al team
      - Coinvolgere, ascoltare, sostenere
      + Prevedere le resistenze e affrontarle apertamente
      + Comunicare il perché di un cambiamento in modo credibile
      + Accompagnare i collaboratori attraverso un cambiamento

      # OKR in pratica: dagli obiettivi aziendali al lavoro dei team
      - Obiettivi e risultati chiave: la logica degli OKR
      - Scrivere OKR ambiziosi e misurabili
      - Allineamento tra livelli e funzioni
      - Revisione trimestrale e check-in settimanali
      + Scrivere obiettivi e risultati chiave comprensibili a tutto il team
      + Allineare gli OKR dei team a quelli dell’azienda
      + Condurre check-in e revisioni che migliorano il ciclo successivo

      # Management per PMI: organizzare ruoli, processi e responsabilità
      - L’organigramma reale e quello scritto
      - Ruoli e responsabilità: la matrice RACI
      - Processi chiave e procedure essenziali
      - Deleghe dell’imprenditore e riunioni di direzione
      + Disegnare ruoli e responsabilità con una matrice semplice
      + Descrivere i processi chiave dell’azienda
      + Liberare l’imprenditore dalle decisioni operative
      > Imprenditori e responsabili di piccole e medie imprese in crescita.
    `),
    en: courses(`
      # Time and Priority Management for Busy Managers
      - Where your time goes: a week under the microscope
      - Urgent versus important
      - Planning your week and protecting focus time
      - Taming email, chat and interruptions
      + Separate the urgent from the important and plan your week around it
      + Protect time for the work that matters most
      + Cut interruptions without cutting yourself off

      # OKRs That Work: From Strategy to Team Goals
      - The logic of objectives and key results
      - Writing ambitious, measurable OKRs
      - Aligning teams without a cascade
      - Weekly check-ins and quarterly reviews
      + Write objectives and key results the whole team understands
      + Align team goals with company strategy
      + Run check-ins and reviews that improve the next cycle

      # Leading Change in Growing Organisations
      - Why change fails and why people resist
      - The manager’s role in each phase of change
      - A communication plan for change
      - Involving people and sustaining momentum
      + Anticipate resistance and address it openly
      + Explain the why of a change in a credible way
      + Guide people through change with honest, regular communication
    `),
  },
};
