import { courses } from './course-texts.ts';
import type { CoursePart } from './vocabulary-types.ts';

/** Demo courses: languages, compliance and privacy. */
export const rulesCourses: CoursePart = {
  languages: {
    it: courses(`
      # Inglese commerciale: riunioni, telefonate ed email
      - Valutazione iniziale del livello
      - Partecipare a una riunione in inglese
      - Telefonate e videochiamate con clienti e fornitori
      - Email commerciali: formule e registro
      + Partecipare a riunioni e videochiamate in inglese con maggiore sicurezza
      + Gestire telefonate con clienti e fornitori
      + Scrivere email professionali chiare e nel registro giusto

      # Inglese per presentazioni e negoziazioni
      - Strutturare una presentazione in inglese
      - Linguaggio per grafici, dati e confronti
      - Negoziare in inglese: proporre, obiettare, concludere
      - Simulazioni con feedback sulla pronuncia
      + Presentare l’azienda e i propri prodotti in inglese
      + Descrivere dati e tendenze con il lessico corretto
      + Sostenere una trattativa in inglese

      # Tedesco per il lavoro: livello base
      - Presentarsi e presentare l’azienda in tedesco
      - Numeri, date, orari e appuntamenti
      - Frasi utili per telefono ed email
      - Cultura del lavoro nei paesi di lingua tedesca
      + Presentarsi e descrivere il proprio lavoro in tedesco
      + Fissare un appuntamento al telefono o per email
      + Conoscere le abitudini professionali dei partner tedeschi
      > Principianti che lavorano con clienti o fornitori di lingua tedesca.

      # Spagnolo commerciale per chi lavora con l’America Latina
      - Spagnolo di Spagna e spagnolo americano
      - Presentare offerte e condizioni commerciali
      - Email, telefonate e videochiamate
      - Cultura d’affari in Messico, Argentina e Cile
      + Presentare prodotti e condizioni commerciali in spagnolo
      + Scrivere email commerciali con il registro giusto
      + Evitare i malintesi culturali con i partner latinoamericani
      > Commerciali e addetti export che lavorano con clienti e fornitori dell’America Latina.

      # Italiano per stranieri: lingua e cultura del lavoro
      - Test d’ingresso e obiettivi personali
      - Comunicare con colleghi e responsabili
      - Email, moduli e documenti di lavoro
      - Cultura del lavoro in Italia: abitudini e formalità
      + Comunicare con sicurezza con colleghi e clienti italiani
      + Scrivere email e messaggi di lavoro in italiano
      + Conoscere le abitudini della vita lavorativa in Italia
      > Collaboratori stranieri che lavorano in aziende italiane.

      # Francese professionale: comunicazione scritta e orale
      - Presentazioni e conversazioni di lavoro
      - Riunioni e telefonate in francese
      - Corrispondenza commerciale
      - Lessico di settore
      + Sostenere una conversazione di lavoro in francese
      + Scrivere lettere ed email commerciali in francese
      + Ampliare il lessico specifico del proprio settore

      # Preparazione alla certificazione Cambridge Business English
      - Struttura delle prove: lettura, scrittura, ascolto, parlato
      - Lessico e grammatica dell’inglese d’affari
      - Scrivere email e report nei tempi dell’esame
      - Simulazioni complete con correzione
      + Conoscere formato e criteri di valutazione dell’esame
      + Scrivere testi d’esame nei tempi e nel registro richiesti
      + Affrontare la prova orale con sicurezza

      # Inglese tecnico per l’industria
      - Lessico di produzione, manutenzione e qualità
      - Leggere manuali e schede tecniche in inglese
      - Spiegare un problema tecnico a un fornitore
      - Scrivere un rapporto di intervento
      + Capire manuali e documentazione tecnica in inglese
      + Descrivere un guasto o un problema tecnico in inglese
      + Scrivere brevi rapporti tecnici chiari
      > Tecnici, manutentori e responsabili di produzione che lavorano con fornitori esteri.

      # Tedesco commerciale: livello intermedio
      - Presentare prodotti e servizi in tedesco
      - Trattative, prezzi e condizioni di consegna
      - Reclami e solleciti
      - Fiere e incontri con i clienti
      + Condurre una trattativa semplice in tedesco
      + Gestire reclami e solleciti per iscritto
      + Accogliere clienti di lingua tedesca in fiera
      > Commerciali e addetti export con una base di tedesco.
    `),
    en: courses(`
      # Business English: Meetings and Calls
      - Level check and goals
      - Taking part in meetings
      - Phone and video calls with clients
      - Useful phrases for small talk and follow-up
      + Take part in meetings and calls with more confidence
      + Handle phone calls with clients and suppliers
      + Make small talk that builds relationships

      # Business English for International Presentations
      - Structuring a talk in English
      - Language for charts, figures and trends
      - Handling questions from the audience
      - Pronunciation and delivery practice
      + Present your company and products in English
      + Describe figures and trends accurately
      + Answer questions in English without panic

      # Italian for International Professionals
      - Placement test and personal goals
      - Talking with colleagues and managers
      - Emails, forms and everyday documents
      - Italian working culture: habits and formality
      + Talk to Italian colleagues and clients with confidence
      + Write simple work emails in Italian
      + Understand the habits of Italian working life
      > International staff working in Italian companies.

      # Business English Writing: Emails and Reports
      - Tone and register in business writing
      - Emails that get things done
      - Short reports and summaries
      - Editing and common mistakes of Italian speakers
      + Write professional emails in the right tone
      + Structure short reports in clear English
      + Avoid the mistakes Italian speakers make most
      > Italian professionals who write in English for work.
    `),
  },
  'compliance-privacy': {
    it: courses(`
      # GDPR in pratica: la privacy in azienda
      - Principi e ruoli del GDPR
      - Basi giuridiche, informative e consenso
      - Registro dei trattamenti e nomine
      - Diritti degli interessati e misure di sicurezza
      + Conoscere i principi del GDPR e le basi giuridiche del trattamento
      + Tenere aggiornato il registro dei trattamenti
      + Scrivere informative chiare per clienti e dipendenti
      > Referenti privacy, responsabili HR, IT e amministrazione.

      # Modello 231 e responsabilità amministrativa degli enti
      - Il D.Lgs. 231/2001: reati presupposto e sanzioni
      - Il modello organizzativo: mappatura dei rischi e protocolli
      - L’organismo di vigilanza
      - Formazione, codice etico e sistema disciplinare
      + Capire come funziona un modello organizzativo 231
      + Riconoscere le attività a rischio nel proprio lavoro
      + Collaborare con l’organismo di vigilanza

      # Whistleblowing: gestire le segnalazioni
      - Il D.Lgs. 24/2023: chi deve adeguarsi
      - Canali di segnalazione interni ed esterni
      - Gestire una segnalazione: tempi e riservatezza
      - Tutela del segnalante e divieto di ritorsioni
      + Impostare un canale di segnalazione conforme alla normativa
      + Gestire una segnalazione nei tempi previsti
      + Proteggere la riservatezza del segnalante

      # Data breach: prevenire e gestire una violazione
      - Cos’è una violazione dei dati personali
      - Misure di sicurezza per prevenirla
      - La procedura: valutare, notificare, comunicare
      - Simulazione di un caso reale
      + Riconoscere una violazione dei dati personali
      + Gestire una violazione dei dati nei tempi previsti
      + Notificare al Garante e comunicare agli interessati
    `),
    en: courses(`
      # GDPR Essentials for Teams
      - GDPR principles and roles
      - Legal bases and privacy notices
      - Records of processing
      - Data subject rights and breaches
      + Know the GDPR principles and legal bases for processing
      + Keep your record of processing activities up to date
      + Handle a data breach within the legal deadlines

      # Anti-Bribery and Corruption Compliance
      - Bribery laws across Europe, the US and the UK
      - Gifts, hospitality and facilitation payments
      - Third parties and due diligence
      - Raising concerns and investigations
      + Recognise and report bribery risks
      + Apply gifts and hospitality rules in everyday work
      + Check third parties before working with them
    `),
  },
};
