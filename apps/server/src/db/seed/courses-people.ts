import { courses } from './course-texts.ts';
import type { CoursePart } from './vocabulary-types.ts';

/** Demo courses: human resources, communication, negotiation and customer service. */
export const peopleCourses: CoursePart = {
  'human-resources': {
    it: courses(`
      # Selezione del personale: dal job posting al colloquio strutturato
      - Il profilo del ruolo e l’annuncio
      - Canali di ricerca e screening dei curriculum
      - Il colloquio strutturato: domande, griglie, valutazione
      - Decidere e dare un riscontro a tutti i candidati
      + Scrivere annunci di lavoro chiari e attraenti per i candidati giusti
      + Condurre colloqui strutturati con domande comportamentali
      + Confrontare i candidati con criteri condivisi

      # Onboarding efficace: i primi 90 giorni di un nuovo collaboratore
      - Prima del primo giorno: preparare accoglienza e strumenti
      - La prima settimana: persone, regole, primi compiti
      - Affiancamento e tutor
      - Colloqui di verifica a 30, 60 e 90 giorni
      + Progettare un piano di inserimento per i nuovi assunti
      + Preparare tutor e colleghi all’accoglienza
      + Verificare l’inserimento con colloqui a cadenza fissa

      # Valutazione delle prestazioni e colloqui annuali
      - Obiettivi individuali e comportamenti attesi
      - Raccogliere evidenze durante l’anno
      - Il colloquio di valutazione: preparazione e conduzione
      - Dal colloquio al piano di sviluppo
      + Impostare un sistema di valutazione semplice e condiviso
      + Condurre un colloquio annuale equilibrato e motivante
      + Trasformare la valutazione in un piano di crescita

      # Benessere organizzativo e prevenzione dello stress lavoro-correlato
      - Stress lavoro-correlato: obblighi e valutazione del rischio
      - Segnali individuali e di gruppo
      - Carichi di lavoro, autonomia e relazioni
      - Azioni di prevenzione e sportello di ascolto
      + Riconoscere i segnali di stress e intervenire per tempo
      + Impostare la valutazione del rischio stress lavoro-correlato
      + Proporre azioni concrete per il benessere organizzativo

      # People analytics: decidere con i dati HR
      - I dati che l’HR ha già: anagrafiche, presenze, selezione
      - Indicatori HR e cruscotto mensile
      - Turnover: misurarlo e capirne le cause
      - Presentare i dati HR alla direzione
      + Leggere i principali indicatori HR: turnover, assenze, tempi di selezione
      + Costruire un cruscotto HR mensile in Excel o Power BI
      + Sostenere le proposte HR con i numeri
    `),
    en: courses(`
      # Structured Interviewing for Hiring Managers
      - Role profile and scorecard
      - Behavioural and situational questions
      - Interview guides and scoring
      - Avoiding bias and deciding together
      + Run structured, fair interviews with behavioural questions
      + Score candidates against the same criteria
      + Reduce bias in hiring decisions

      # Emotional Intelligence at Work
      - The components of emotional intelligence
      - Self-awareness and self-regulation
      - Empathy in everyday conversations
      - Emotions under pressure: practice
      + Recognise emotions, yours and others’, and respond with intent
      + Stay composed in tense situations
      + Listen with empathy without losing focus

      # Building an Onboarding Programme That Sticks
      - Preboarding: before day one
      - The first week: people, tools and early wins
      - Buddies and onboarding checklists
      - Check-ins at 30, 60 and 90 days
      + Design a 90-day onboarding plan with clear milestones
      + Prepare buddies and managers for their role
      + Measure whether new hires settle in
    `),
  },
  communication: {
    it: courses(`
      # Public speaking: parlare in pubblico con sicurezza
      - L’ansia da palcoscenico: capirla e gestirla
      - Voce, postura e sguardo
      - Aprire e chiudere un intervento
      - Prove pratiche videoregistrate con feedback
      + Gestire l’emozione prima e durante un intervento in pubblico
      + Usare voce, pause e sguardo per tenere l’attenzione
      + Aprire e chiudere un intervento in modo memorabile

      # Presentazioni che convincono: struttura, slide e voce
      - Preparazione: pubblico, obiettivo, messaggio chiave
      - Struttura di una presentazione persuasiva
      - Slide essenziali: meno testo, più significato
      - Domande e obiezioni del pubblico
      + Costruire una presentazione con un messaggio chiaro in apertura
      + Preparare slide semplici che sostengono il discorso
      + Rispondere alle domande con calma e pertinenza

      # Scrittura professionale: email e report chiari
      - Scrittura chiara: frasi brevi, parole concrete
      - L’email che ottiene risposta
      - Report e verbali: struttura e sintesi
      - Revisione dei testi dei partecipanti
      + Scrivere email brevi che ottengono risposta
      + Organizzare un report con la conclusione in apertura
      + Rivedere i propri testi eliminando il superfluo

      # Comunicazione assertiva nelle relazioni di lavoro
      - Passività, aggressività e assertività
      - Dire di no senza rompere la relazione
      - Esprimere un disaccordo e fare richieste
      - Critiche ricevute: come rispondere
      + Esprimere un disaccordo in modo fermo e rispettoso
      + Dire di no a richieste non sostenibili
      + Rispondere alle critiche senza attaccare né subire

      # Storytelling aziendale per presentare progetti e risultati
      - Perché le storie funzionano
      - La struttura: situazione, ostacolo, risultato
      - Dati e storie: farli lavorare insieme
      - Raccontare il proprio progetto: esercitazione
      + Raccontare un progetto come una storia con un inizio, un ostacolo e un risultato
      + Dare significato ai numeri con esempi concreti
      + Adattare la stessa storia a pubblici diversi

      # Ascolto attivo e comunicazione nei team
      - I livelli dell’ascolto
      - Domande aperte e riformulazione
      - Comunicazione e malintesi nel team
      - Esercitazioni a coppie
      + Ascoltare senza interrompere né preparare la risposta
      + Usare domande e riformulazioni per capire davvero
      + Prevenire i malintesi più frequenti nel team

      # Comunicare in videoconferenza
      - Inquadratura, luce, audio: le basi tecniche
      - Coinvolgere chi è dall’altra parte dello schermo
      - Condividere lo schermo senza perdere il pubblico
      - Videochiamate con clienti: esercitazione
      + Presentarsi in video in modo professionale
      + Tenere viva l’attenzione in una riunione online
      + Condurre una videochiamata con un cliente

      # Comunicazione interna: informare e coinvolgere i collaboratori
      - Obiettivi e pubblici della comunicazione interna
      - Canali: newsletter, intranet, bacheche, riunioni
      - Comunicare notizie difficili ai collaboratori
      - Piano editoriale interno e misura dei risultati
      + Scegliere i canali adatti a ogni messaggio interno
      + Preparare un piano di comunicazione interna per l’anno
      + Comunicare una notizia difficile con chiarezza e rispetto
      > Responsabili HR e della comunicazione, assistenti di direzione e imprenditori.
    `),
    en: courses(`
      # Presenting with Confidence: Public Speaking Masterclass
      - Nerves: where they come from and how to use them
      - Voice, body language and eye contact
      - Strong openings and closings
      - Filmed practice with individual feedback
      + Manage nerves before and during a talk
      + Use voice, pauses and eye contact to hold attention
      + Open and close a talk so people remember it

      # Clear Business Writing: Emails and Reports
      - Plain language: short sentences, concrete words
      - Emails that get answered
      - Reports with the conclusion first
      - Editing your own writing
      + Write short emails that get answered
      + Structure a report around its main message
      + Edit your drafts down to what matters

      # Storytelling for Business Presentations
      - Why stories work
      - Situation, obstacle, outcome
      - Data and stories together
      - Telling your own project story
      + Turn project updates into stories people remember
      + Give numbers meaning with concrete examples
      + Adapt one story to different audiences

      # Assertive Communication at Work
      - Passive, aggressive and assertive styles
      - Saying no and keeping the relationship
      - Disagreeing and making requests
      - Responding to criticism
      + Disagree firmly and respectfully
      + Say no to requests you cannot take on
      + Respond to criticism without attacking or giving in
    `),
  },
  negotiation: {
    it: courses(`
      # Tecniche di negoziazione: metodo Harvard in pratica
      - Preparazione: BATNA, obiettivi e limiti
      - Posizioni e interessi
      - Opzioni di reciproco vantaggio e criteri oggettivi
      - Simulazioni di trattativa con feedback
      + Preparare una trattativa definendo obiettivi, margini e alternative
      + Distinguere posizioni e interessi delle parti
      + Chiudere accordi chiari e sostenibili nel tempo

      # Negoziare con i fornitori: acquisti e condizioni
      - Analisi della spesa e del potere negoziale
      - Prezzo, termini di pagamento, livelli di servizio
      - Concessioni, ancoraggi e tattiche dei venditori
      - Simulazione di una trattativa d’acquisto
      + Preparare una trattativa d’acquisto con dati di mercato
      + Negoziare condizioni oltre al prezzo
      + Gestire tattiche di pressione senza perdere la calma
      > Buyer, responsabili acquisti e imprenditori che trattano con i fornitori.
    `),
    en: courses(`
      # Negotiation Skills: The Harvard Method in Practice
      - Preparation: BATNA and targets
      - Positions and interests
      - Creative options and objective criteria
      - Role plays with feedback
      + Prepare every negotiation with goals, limits and a walk-away alternative
      + Tell positions apart from interests
      + Close clear agreements that last

      # Negotiating Across Cultures
      - Culture and negotiation styles
      - Trust, time and hierarchy at the table
      - Direct and indirect communication
      - International role plays
      + Adapt your approach to partners from other cultures
      + Read signals that mean yes, no and maybe
      + Avoid the cultural mistakes that stall a deal
      > Professionals who negotiate with clients, suppliers or partners in other countries.
    `),
  },
  'customer-service': {
    it: courses(`
      # Customer care: gestire clienti difficili e reclami
      - Le aspettative del cliente
      - Il reclamo in cinque passi
      - Il cliente arrabbiato: tecniche di de-escalation
      - Simulazioni di casi reali
      + Calmare un cliente arrabbiato senza prendere le cose sul personale
      + Gestire un reclamo trasformandolo in un’occasione di fiducia
      + Proporre soluzioni chiare e rispettare gli impegni presi

      # Comunicazione telefonica efficace per il front office
      - Voce e sorriso: il tono al telefono
      - Accoglienza, domande e riformulazione
      - Mettere in attesa e trasferire una chiamata
      - Chiudere la telefonata con i passi successivi
      + Accogliere il cliente con un tono professionale e cordiale
      + Capire la richiesta con poche domande mirate
      + Chiudere ogni chiamata con un riepilogo chiaro

      # Customer experience: progettare il percorso del cliente
      - Cos’è la customer experience
      - La mappa del percorso del cliente
      - Momenti critici e punti di contatto
      - Indicatori: soddisfazione, NPS, tempi di risposta
      + Mappare i punti di contatto del cliente e trovare quelli critici
      + Misurare la soddisfazione con indicatori semplici
      + Proporre miglioramenti concreti al percorso del cliente
    `),
    en: courses(`
      # Handling Difficult Customers with Confidence
      - What customers expect
      - De-escalation techniques
      - The five-step complaint process
      - Role plays with real cases
      + Calm an angry customer without taking it personally
      + Turn a complaint into a moment of trust
      + Offer clear solutions and keep your promises

      # Writing for Chat and Email Support
      - Tone of voice in writing
      - Clear, friendly replies: structure and templates
      - Saying no in writing
      - Reviewing real conversations
      + Write clear, friendly replies in chat and email
      + Use templates without sounding robotic
      + Deliver bad news in writing with care
    `),
  },
};
