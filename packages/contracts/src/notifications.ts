import type { Language } from './locales.ts';
import { readableDay, readableMoment, readableMoney } from './readable.ts';

/**
 * The kinds of in-app notification, each with its text in the five languages. A notification is
 * stored as its kind and parameters and written in the reader's language when it is read, so a
 * user who changes language reads every notification in the new one. Adding a kind is a line here
 * and a subscriber that stores it (apps/server/src/modules/notifications).
 */
export const notificationTexts = {
  trial_ending: {
    it: 'La prova gratuita di {company} finisce il {date}: scegli un piano in Fatturazione.',
    en: '{company}’s free trial ends on {date}: choose a plan in Billing.',
    de: 'Die kostenlose Testphase von {company} endet am {date}: Wählen Sie unter Abrechnung einen Tarif.',
    fr: 'L’essai gratuit de {company} se termine le {date} : choisissez une offre dans Facturation.',
    es: 'La prueba gratuita de {company} termina el {date}: elige un plan en Facturación.',
  },
  company_join_requested: {
    it: '{person} chiede di entrare nello staff di {company}: accetta o rifiuta in Ruoli utente.',
    en: '{person} asks to join the staff of {company}: accept or decline in User roles.',
    de: '{person} möchte dem Team von {company} beitreten: Nehmen Sie unter Benutzerrollen an oder lehnen Sie ab.',
    fr: '{person} demande à rejoindre l’équipe de {company} : acceptez ou refusez dans Rôles des utilisateurs.',
    es: '{person} pide unirse al equipo de {company}: acepta o rechaza en Roles de usuario.',
  },
  company_join_accepted: {
    it: 'Ora fai parte dello staff di {company}.',
    en: 'You are now on the staff of {company}.',
    de: 'Sie gehören jetzt zum Team von {company}.',
    fr: 'Vous faites maintenant partie de l’équipe de {company}.',
    es: 'Ahora formas parte del equipo de {company}.',
  },
  company_join_declined: {
    it: '{company} ha rifiutato la tua richiesta di entrare nello staff.',
    en: '{company} declined your request to join its staff.',
    de: '{company} hat Ihre Anfrage, dem Team beizutreten, abgelehnt.',
    fr: '{company} a refusé votre demande de rejoindre son équipe.',
    es: '{company} ha rechazado tu solicitud para unirte a su equipo.',
  },
  listing_hidden: {
    it: '«{title}» è stato nascosto dal team del marketplace: {reason} Per chiedere una revisione, scrivi all’assistenza.',
    en: '“{title}” was hidden by the marketplace’s team: {reason} To ask for a review, write to support.',
    de: '„{title}“ wurde vom Team des Marktplatzes ausgeblendet: {reason} Für eine Überprüfung schreiben Sie dem Support.',
    fr: '« {title} » a été masqué par l’équipe de la place de marché : {reason} Pour demander un réexamen, écrivez à l’assistance.',
    es: '«{title}» ha sido ocultado por el equipo del marketplace: {reason} Para pedir una revisión, escribe a soporte.',
  },
  subscription_set: {
    it: 'Il piano di {company} ora è {plan}, fino al {date}.',
    en: '{company}’s plan is now {plan}, until {date}.',
    de: 'Der Tarif von {company} ist jetzt {plan}, bis zum {date}.',
    fr: 'L’offre de {company} est désormais {plan}, jusqu’au {date}.',
    es: 'El plan de {company} ahora es {plan}, hasta el {date}.',
  },
  listing_restored: {
    it: '«{title}» è di nuovo visibile: il team del marketplace l’ha ripristinato.',
    en: '“{title}” is visible again: the marketplace’s team restored it.',
    de: '„{title}“ ist wieder sichtbar: das Team des Marktplatzes hat es wiederhergestellt.',
    fr: '« {title} » est de nouveau visible : l’équipe de la place de marché l’a rétabli.',
    es: '«{title}» vuelve a estar visible: el equipo del marketplace lo ha restablecido.',
  },
  welcome: {
    it: 'Benvenuto su {product}! Completa il tuo profilo per farti trovare.',
    en: 'Welcome to {product}! Complete your profile so that people can find you.',
    de: 'Willkommen bei {product}! Vervollständigen Sie Ihr Profil, damit man Sie findet.',
    fr: 'Bienvenue sur {product} ! Complétez votre profil pour que l’on vous trouve.',
    es: '¡Bienvenido a {product}! Completa tu perfil para que te encuentren.',
  },
  favourite_event: {
    it: 'Nuovo evento per «{topic}», tra i tuoi preferiti: {event}',
    en: 'New event for “{topic}”, one of your favourites: {event}',
    de: 'Neue Veranstaltung zu „{topic}“, einem Ihrer Favoriten: {event}',
    fr: 'Nouvel événement pour « {topic} », l’un de vos favoris : {event}',
    es: 'Nuevo evento para «{topic}», uno de tus favoritos: {event}',
  },
  booking_requested: {
    it: '{buyer} chiede di prenotare «{title}»: rispondi entro il {expires}.',
    en: '{buyer} asks to book “{title}”: answer by {expires}.',
    de: '{buyer} möchte „{title}“ buchen: Antworten Sie bis {expires}.',
    fr: '{buyer} demande à réserver « {title} » : répondez avant le {expires}.',
    es: '{buyer} quiere reservar «{title}»: responde antes del {expires}.',
  },
  booking_accepted: {
    it: '{provider} ha accettato la tua prenotazione di «{title}» per il {date}.',
    en: '{provider} accepted your booking of “{title}” for {date}.',
    de: '{provider} hat Ihre Buchung von „{title}“ für den {date} angenommen.',
    fr: '{provider} a accepté votre réservation de « {title} » pour le {date}.',
    es: '{provider} ha aceptado tu reserva de «{title}» para el {date}.',
  },
  booking_declined: {
    it: '{provider} non può accettare la tua richiesta per «{title}»: {reason}',
    en: '{provider} cannot take your request for “{title}”: {reason}',
    de: '{provider} kann Ihre Anfrage für „{title}“ nicht annehmen: {reason}',
    fr: '{provider} ne peut pas accepter votre demande pour « {title} » : {reason}',
    es: '{provider} no puede aceptar tu solicitud para «{title}»: {reason}',
  },
  booking_expired: {
    it: 'La richiesta per «{title}» è scaduta senza risposta.',
    en: 'The request for “{title}” expired without an answer.',
    de: 'Die Anfrage für „{title}“ ist ohne Antwort abgelaufen.',
    fr: 'La demande pour « {title} » a expiré sans réponse.',
    es: 'La solicitud para «{title}» ha caducado sin respuesta.',
  },
  booking_cancelled: {
    it: '{by} ha annullato la prenotazione di «{title}»: {reason}',
    en: '{by} cancelled the booking of “{title}”: {reason}',
    de: '{by} hat die Buchung von „{title}“ storniert: {reason}',
    fr: '{by} a annulé la réservation de « {title} » : {reason}',
    es: '{by} ha cancelado la reserva de «{title}»: {reason}',
  },
  booking_completed: {
    it: '«{title}» si è concluso: com’è andata? Lascia una recensione.',
    en: '“{title}” is over: how did it go? Leave a review.',
    de: '„{title}“ ist vorbei: Wie war es? Schreiben Sie eine Bewertung.',
    fr: '« {title} » est terminé : comment s’est-il passé ? Laissez un avis.',
    es: '«{title}» ha terminado: ¿qué tal fue? Deja una reseña.',
  },
  seat_booked: {
    it: '{buyer} ha prenotato {seats} posti per «{title}».',
    en: '{buyer} booked {seats} seats at “{title}”.',
    de: '{buyer} hat {seats} Plätze für „{title}“ gebucht.',
    fr: '{buyer} a réservé {seats} places pour « {title} ».',
    es: '{buyer} ha reservado {seats} plazas para «{title}».',
  },
  seat_confirmed: {
    it: 'Hai {seats} posti per «{title}», il {date}.',
    en: 'You have {seats} seats at “{title}” on {date}.',
    de: 'Sie haben {seats} Plätze für „{title}“ am {date}.',
    fr: 'Vous avez {seats} places pour « {title} » le {date}.',
    es: 'Tienes {seats} plazas para «{title}» el {date}.',
  },
  seat_confirmed_online: {
    it: 'Hai {seats} posti per «{title}», il {date}. Link per partecipare: {joinUrl}',
    en: 'You have {seats} seats at “{title}” on {date}. Link to join: {joinUrl}',
    de: 'Sie haben {seats} Plätze für „{title}“ am {date}. Link zur Teilnahme: {joinUrl}',
    fr: 'Vous avez {seats} places pour « {title} » le {date}. Lien pour participer : {joinUrl}',
    es: 'Tienes {seats} plazas para «{title}» el {date}. Enlace para participar: {joinUrl}',
  },
  seat_offered: {
    it: 'Si è liberato un posto per «{title}»: è tuo se lo confermi entro il {expires}.',
    en: 'A seat at “{title}” is free: it is yours if you take it by {expires}.',
    de: 'Ein Platz für „{title}“ ist frei: Er gehört Ihnen, wenn Sie ihn bis {expires} annehmen.',
    fr: 'Une place pour « {title} » s’est libérée : elle est à vous si vous la prenez avant le {expires}.',
    es: 'Se ha liberado una plaza para «{title}»: es tuya si la confirmas antes del {expires}.',
  },
  seat_lapsed: {
    it: 'Il posto offerto per «{title}» non è stato confermato in tempo ed è passato al prossimo in lista.',
    en: 'The seat offered at “{title}” was not taken in time and went to the next on the waitlist.',
    de: 'Der angebotene Platz für „{title}“ wurde nicht rechtzeitig angenommen und ging an die nächste Person auf der Warteliste.',
    fr: 'La place proposée pour « {title} » n’a pas été prise à temps et est passée au suivant de la liste d’attente.',
    es: 'La plaza ofrecida para «{title}» no se confirmó a tiempo y pasó al siguiente de la lista de espera.',
  },
  booking_awaiting_approval: {
    it: '{buyer} chiede l’approvazione della spesa per «{title}».',
    en: '{buyer} asks for fee approval of “{title}”.',
    de: '{buyer} bittet um die Freigabe der Kosten für „{title}“.',
    fr: '{buyer} demande l’approbation de la dépense pour « {title} ».',
    es: '{buyer} solicita la aprobación del gasto de «{title}».',
  },
  booking_approved: {
    it: '{by} ha approvato la spesa per «{title}».',
    en: '{by} approved the fee for “{title}”.',
    de: '{by} hat die Kosten für „{title}“ freigegeben.',
    fr: '{by} a approuvé la dépense pour « {title} ».',
    es: '{by} ha aprobado el gasto de «{title}».',
  },
  booking_rejected: {
    it: '{by} non ha approvato la spesa per «{title}»: {reason}',
    en: '{by} did not approve the fee for “{title}”: {reason}',
    de: '{by} hat die Kosten für „{title}“ nicht freigegeben: {reason}',
    fr: '{by} n’a pas approuvé la dépense pour « {title} » : {reason}',
    es: '{by} no ha aprobado el gasto de «{title}»: {reason}',
  },
  event_confirmed: {
    it: '«{title}» è confermato: ci vediamo il {date}.',
    en: '“{title}” is confirmed: see you on {date}.',
    de: '„{title}“ findet statt: bis zum {date}.',
    fr: '« {title} » est confirmé : rendez-vous le {date}.',
    es: '«{title}» está confirmado: nos vemos el {date}.',
  },
  event_cancelled: {
    it: '«{title}» è stato annullato: {reason}',
    en: '“{title}” has been cancelled: {reason}',
    de: '„{title}“ wurde abgesagt: {reason}',
    fr: '« {title} » a été annulé : {reason}',
    es: '«{title}» se ha cancelado: {reason}',
  },
  // Not sent any more (attendance is recorded per person now: attendance_taken); kept so that
  // notifications stored with it still read.
  attendance_recorded: {
    it: '{provider} ha registrato la tua presenza a «{title}»: ora puoi lasciare una recensione.',
    en: '{provider} recorded your attendance at “{title}”: you can now leave a review.',
    de: '{provider} hat Ihre Teilnahme an „{title}“ erfasst: Sie können jetzt eine Bewertung schreiben.',
    fr: '{provider} a enregistré votre présence à « {title} » : vous pouvez maintenant laisser un avis.',
    es: '{provider} ha registrado tu asistencia a «{title}»: ya puedes dejar una reseña.',
  },
  attendance_taken: {
    it: '{provider} ha registrato le presenze a «{title}»: trovi il dettaglio nella prenotazione.',
    en: '{provider} recorded attendance at “{title}”: see who came on the booking page.',
    de: '{provider} hat die Anwesenheit bei „{title}“ erfasst: Die Einzelheiten finden Sie in der Buchung.',
    fr: '{provider} a enregistré les présences à « {title} » : le détail est dans la réservation.',
    es: '{provider} ha registrado la asistencia a «{title}»: encontrarás el detalle en la reserva.',
  },
  thanks_received: {
    it: '{provider} ti ringrazia per «{title}» e condivide i materiali: leggi il messaggio nella prenotazione.',
    en: '{provider} thanks you for “{title}” and shares the materials: read the message on the booking page.',
    de: '{provider} bedankt sich für „{title}“ und teilt die Unterlagen: Lesen Sie die Nachricht in der Buchung.',
    fr: '{provider} vous remercie pour « {title} » et partage les supports : lisez le message dans la réservation.',
    es: '{provider} te da las gracias por «{title}» y comparte los materiales: lee el mensaje en la reserva.',
  },
  request_expiring: {
    it: 'La richiesta di {buyer} per «{title}» scade domani: accettala o rifiutala.',
    en: '{buyer}’s request for “{title}” expires tomorrow: accept or decline it.',
    de: 'Die Anfrage von {buyer} für „{title}“ läuft morgen ab: Nehmen Sie sie an oder lehnen Sie sie ab.',
    fr: 'La demande de {buyer} pour « {title} » expire demain : acceptez-la ou refusez-la.',
    es: 'La solicitud de {buyer} para «{title}» caduca mañana: acéptala o recházala.',
  },
  training_tomorrow: {
    it: 'Promemoria: «{title}» è domani, {date}.',
    en: 'Reminder: “{title}” is tomorrow, {date}.',
    de: 'Erinnerung: „{title}“ ist morgen, {date}.',
    fr: 'Rappel : « {title} » a lieu demain, {date}.',
    es: 'Recordatorio: «{title}» es mañana, {date}.',
  },
  training_tomorrow_online: {
    it: 'Promemoria: «{title}» è domani, {date}. Link per partecipare: {joinUrl}',
    en: 'Reminder: “{title}” is tomorrow, {date}. Link to join: {joinUrl}',
    de: 'Erinnerung: „{title}“ ist morgen, {date}. Link zur Teilnahme: {joinUrl}',
    fr: 'Rappel : « {title} » a lieu demain, {date}. Lien pour participer : {joinUrl}',
    es: 'Recordatorio: «{title}» es mañana, {date}. Enlace para participar: {joinUrl}',
  },
  quote_received: {
    it: '{provider} ha inviato un preventivo per «{title}».',
    en: '{provider} sent a quote for “{title}”.',
    de: '{provider} hat ein Angebot für „{title}“ gesendet.',
    fr: '{provider} a envoyé un devis pour « {title} ».',
    es: '{provider} ha enviado un presupuesto para «{title}».',
  },
  quote_accepted: {
    it: '{owner} ha accettato il tuo preventivo per «{title}»: la formazione è prenotata per il {date}.',
    en: '{owner} accepted your quote for “{title}”: the training is booked for {date}.',
    de: '{owner} hat Ihr Angebot für „{title}“ angenommen: Die Schulung ist für den {date} gebucht.',
    fr: '{owner} a accepté votre devis pour « {title} » : la formation est réservée pour le {date}.',
    es: '{owner} ha aceptado tu presupuesto para «{title}»: la formación está reservada para el {date}.',
  },
  quote_withdrawn: {
    it: '{provider} ha ritirato il preventivo per «{title}».',
    en: '{provider} withdrew their quote for “{title}”.',
    de: '{provider} hat das Angebot für „{title}“ zurückgezogen.',
    fr: '{provider} a retiré son devis pour « {title} ».',
    es: '{provider} ha retirado su presupuesto para «{title}».',
  },
  quote_not_selected: {
    it: 'Per «{title}» è stato scelto un altro preventivo. Grazie della proposta.',
    en: 'Another quote was chosen for “{title}”. Thank you for your proposal.',
    de: 'Für „{title}“ wurde ein anderes Angebot gewählt. Vielen Dank für Ihr Angebot.',
    fr: 'Un autre devis a été choisi pour « {title} ». Merci pour votre proposition.',
    es: 'Se ha elegido otro presupuesto para «{title}». Gracias por tu propuesta.',
  },
  review_received: {
    it: '{reviewer} ha recensito «{title}»: {rating} stelle.',
    en: '{reviewer} reviewed “{title}”: {rating} stars.',
    de: '{reviewer} hat „{title}“ bewertet: {rating} Sterne.',
    fr: '{reviewer} a évalué « {title} » : {rating} étoiles.',
    es: '{reviewer} ha reseñado «{title}»: {rating} estrellas.',
  },
  certificate_expiring: {
    it: 'Il certificato di {name} per «{title}» scade il {date}.',
    en: 'The certificate of {name} for “{title}” expires on {date}.',
    de: 'Das Zertifikat von {name} für „{title}“ läuft am {date} ab.',
    fr: 'Le certificat de {name} pour « {title} » expire le {date}.',
    es: 'El certificado de {name} para «{title}» caduca el {date}.',
  },
  purchase_order_issued: {
    it: '{company} ti ha inviato l’ordine di acquisto {number} per «{title}»: confermane la ricezione.',
    en: '{company} sent you purchase order {number} for “{title}”: please acknowledge it.',
    de: '{company} hat Ihnen die Bestellung {number} für „{title}“ gesendet: Bitte bestätigen Sie sie.',
    fr: '{company} vous a envoyé le bon de commande {number} pour « {title} » : merci d’en accuser réception.',
    es: '{company} te ha enviado la orden de compra {number} para «{title}»: confirma su recepción.',
  },
  purchase_order_acknowledged: {
    it: '{provider} ha confermato l’ordine di acquisto {number} per «{title}».',
    en: '{provider} acknowledged purchase order {number} for “{title}”.',
    de: '{provider} hat die Bestellung {number} für „{title}“ bestätigt.',
    fr: '{provider} a accusé réception du bon de commande {number} pour « {title} ».',
    es: '{provider} ha confirmado la orden de compra {number} para «{title}».',
  },
  purchase_order_cancelled: {
    it: 'L’ordine di acquisto {number} per «{title}» è stato annullato: {reason}',
    en: 'Purchase order {number} for “{title}” was cancelled: {reason}',
    de: 'Die Bestellung {number} für „{title}“ wurde storniert: {reason}',
    fr: 'Le bon de commande {number} pour « {title} » a été annulé : {reason}',
    es: 'La orden de compra {number} para «{title}» se ha cancelado: {reason}',
  },
  invoice_issued: {
    it: '{seller} ha emesso la fattura {number} per «{title}»: {amount}, scadenza {due}.',
    en: '{seller} issued invoice {number} for “{title}”: {amount}, due {due}.',
    de: '{seller} hat die Rechnung {number} für „{title}“ ausgestellt: {amount}, fällig am {due}.',
    fr: '{seller} a émis la facture {number} pour « {title} » : {amount}, échéance le {due}.',
    es: '{seller} ha emitido la factura {number} por «{title}»: {amount}, vence el {due}.',
  },
  invoice_paid: {
    it: 'La fattura {number} risulta pagata il {date}.',
    en: 'Invoice {number} was marked paid on {date}.',
    de: 'Die Rechnung {number} wurde als am {date} bezahlt markiert.',
    fr: 'La facture {number} a été marquée payée le {date}.',
    es: 'La factura {number} se ha marcado como pagada el {date}.',
  },
  invoice_credited: {
    it: 'La fattura {number} è stata annullata con la nota di credito {creditNote}: {reason}',
    en: 'Invoice {number} was cancelled by credit note {creditNote}: {reason}',
    de: 'Die Rechnung {number} wurde mit der Gutschrift {creditNote} storniert: {reason}',
    fr: 'La facture {number} a été annulée par l’avoir {creditNote} : {reason}',
    es: 'La factura {number} se ha anulado con la nota de crédito {creditNote}: {reason}',
  },
  invoice_overdue: {
    it: 'La fattura {number} ({amount}) è scaduta il {due} e non risulta ancora pagata.',
    en: 'Invoice {number} ({amount}) was due on {due} and is not marked paid yet.',
    de: 'Die Rechnung {number} ({amount}) war am {due} fällig und ist noch nicht als bezahlt markiert.',
    fr: 'La facture {number} ({amount}) était due le {due} et n’est pas encore marquée payée.',
    es: 'La factura {number} ({amount}) vencía el {due} y aún no consta como pagada.',
  },
  buyer_billing_details_missing: {
    it: '{seller} vuole emettere la fattura per «{title}»: aggiungi i tuoi dati di fatturazione.',
    en: '{seller} wants to invoice “{title}”: please add your billing details.',
    de: '{seller} möchte „{title}“ in Rechnung stellen: Bitte ergänzen Sie Ihre Rechnungsdaten.',
    fr: '{seller} souhaite facturer « {title} » : ajoutez vos coordonnées de facturation.',
    es: '{seller} quiere facturar «{title}»: añade tus datos de facturación.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type NotificationKind = keyof typeof notificationTexts;
export const notificationKinds = Object.keys(notificationTexts) as NotificationKind[];

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(notificationTexts, value);
}

/**
 * How a notification's parameters carry moments, days and money, so that each reader reads them
 * like the pages (their language, their time zone): a moment as an ISO instant
 * (`2026-12-04T17:17:00.000Z`), a day as `2026-12-28`, an amount as integer minor units and the
 * currency (`838140 EUR`). Stored this way by notificationParam; a value of another shape (older
 * notifications) is shown as it is.
 */
export const notificationParam = {
  moment: (instant: Date | null): string => instant?.toISOString() ?? '',
  day: (day: string | null): string => day ?? '',
  money: (minor: number, currency: string): string => `${minor} ${currency}`,
};

const instantShape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;
const dayShape = /^\d{4}-\d{2}-\d{2}$/;
const moneyShape = /^(-?\d+) ([A-Z]{3})$/;
/** The parameters that hold moments or days, and the one that holds money. */
const timeParams = new Set(['date', 'expires', 'due']);
const moneyParams = new Set(['amount']);

function readableParam(name: string, value: string, language: Language, timeZone: string) {
  if (timeParams.has(name) && instantShape.test(value)) {
    return readableMoment(new Date(value), language, timeZone);
  }
  if (timeParams.has(name) && dayShape.test(value)) return readableDay(value, language);
  const money = moneyParams.has(name) ? moneyShape.exec(value) : null;
  return money ? readableMoney(Number(money[1]), money[2]!, language) : value;
}

/** The product's home zone: where a reader's own zone is unknown (e-mails). */
export const homeTimeZone = 'Europe/Rome';

/**
 * The text of a notification in one language, its moments in `timeZone` and its amounts in the
 * language's money format; a missing parameter stays visible as `{name}`.
 */
export function renderNotification(
  kind: NotificationKind,
  params: Readonly<Record<string, string>>,
  language: Language,
  timeZone: string = homeTimeZone,
): string {
  return notificationTexts[kind][language].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : readableParam(name, value, language, timeZone);
  });
}
