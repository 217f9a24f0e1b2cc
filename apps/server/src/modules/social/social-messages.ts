import type { Language } from '@app/contracts/locales';

/** Every page the popup can show; the ones other than `success` tell the opener it failed. */
export type SocialPageKind =
  | 'success'
  | 'two_factor'
  | 'unknown_provider'
  | 'not_configured'
  | 'unavailable'
  | 'denied'
  | 'invalid_state'
  | 'failed'
  | 'email_missing'
  | 'email_in_use'
  | 'account_deactivated'
  | 'account_suspended'
  | 'rate_limited';

interface PageText {
  title: string;
  body: string;
}

interface Catalogue {
  pages: Record<SocialPageKind, PageText>;
  close: string;
  home: string;
  continue: string;
}

/**
 * The popup pages are rendered by the server, outside the web app and its catalogues, so their
 * few sentences live here, in the five UI languages. `{provider}` is the provider's name.
 */
export const socialMessages: Record<Language, Catalogue> = {
  it: {
    pages: {
      two_factor: {
        title: 'Ancora un passaggio',
        body: 'Hai confermato la tua identità con {provider}. Inserisci il codice della tua app di autenticazione nella finestra di accesso.',
      },
      success: {
        title: 'Accesso effettuato',
        body: 'Hai effettuato l’accesso con {provider}. Questa finestra si chiude da sola.',
      },
      unknown_provider: {
        title: 'Pagina non trovata',
        body: 'A questo indirizzo non c’è nessun servizio di accesso.',
      },
      not_configured: {
        title: 'Accesso con {provider} non disponibile',
        body: 'L’accesso con {provider} non è configurato su questo server. Chiudi questa finestra e accedi con nome utente e password, oppure scegli un altro servizio.',
      },
      unavailable: {
        title: '{provider} non risponde',
        body: 'Non siamo riusciti a contattare {provider} per farti accedere. Riprova tra qualche minuto.',
      },
      denied: {
        title: 'Accesso annullato',
        body: 'Non hai autorizzato {provider} a condividere i tuoi dati, quindi non hai effettuato l’accesso.',
      },
      invalid_state: {
        title: 'Tentativo di accesso scaduto',
        body: 'Non è stato possibile verificare questo tentativo di accesso: forse è scaduto o è stato aperto due volte. Chiudi questa finestra e riprova.',
      },
      failed: {
        title: 'Accesso non riuscito',
        body: '{provider} non ha completato l’accesso. Chiudi questa finestra e riprova.',
      },
      email_missing: {
        title: 'Serve un indirizzo e-mail',
        body: '{provider} non ci ha comunicato un indirizzo e-mail, quindi non possiamo creare il tuo account. Consenti l’accesso alla tua e-mail oppure registrati con nome utente e password.',
      },
      email_in_use: {
        title: 'Esiste già un account con questa e-mail',
        body: 'Esiste già un account con l’indirizzo e-mail comunicato da {provider}, ma {provider} non ha confermato che l’indirizzo è tuo. Accedi con la tua password.',
      },
      account_suspended: {
        title: 'Account sospeso',
        body: 'L’account collegato al tuo accesso con {provider} è sospeso dal team del marketplace. Scrivi al supporto per sapere perché e come riattivarlo.',
      },
      account_deactivated: {
        title: 'Account disattivato',
        body: 'L’account collegato al tuo accesso con {provider} è stato disattivato, quindi non puoi accedere.',
      },
      rate_limited: {
        title: 'Troppi tentativi',
        body: 'Hai provato ad accedere troppe volte. Attendi qualche minuto e riprova.',
      },
    },
    close: 'Chiudi',
    home: 'Vai alla home page',
    continue: 'Continua',
  },
  en: {
    pages: {
      two_factor: {
        title: 'One more step',
        body: '{provider} confirmed who you are. Enter the code from your authenticator app in the sign-in window.',
      },
      success: {
        title: 'You are signed in',
        body: 'You signed in with {provider}. This window closes by itself.',
      },
      unknown_provider: {
        title: 'Page not found',
        body: 'There is no sign-in service at this address.',
      },
      not_configured: {
        title: 'Sign-in with {provider} is not available',
        body: 'Sign-in with {provider} is not configured on this server. Close this window and sign in with your username and password, or choose another service.',
      },
      unavailable: {
        title: '{provider} is not responding',
        body: 'We could not reach {provider} to sign you in. Please try again in a few minutes.',
      },
      denied: {
        title: 'Sign-in cancelled',
        body: 'You did not allow {provider} to share your details, so you are not signed in.',
      },
      invalid_state: {
        title: 'This sign-in attempt has expired',
        body: 'This sign-in attempt could not be verified: it may have expired or been opened twice. Close this window and try again.',
      },
      failed: {
        title: 'Sign-in failed',
        body: '{provider} did not complete the sign-in. Close this window and try again.',
      },
      email_missing: {
        title: 'An e-mail address is needed',
        body: '{provider} did not share an e-mail address with us, so we cannot create your account. Allow access to your e-mail address, or register with a username and password.',
      },
      email_in_use: {
        title: 'This e-mail address already has an account',
        body: 'An account with the e-mail address shared by {provider} already exists, but {provider} has not confirmed that the address is yours. Sign in with your password instead.',
      },
      account_suspended: {
        title: 'Account suspended',
        body: 'The account linked to your {provider} sign-in is suspended by the marketplace’s team. Write to support to know why and how to restore it.',
      },
      account_deactivated: {
        title: 'This account is deactivated',
        body: 'The account linked to your {provider} sign-in has been deactivated, so you cannot sign in.',
      },
      rate_limited: {
        title: 'Too many attempts',
        body: 'You tried to sign in too many times. Please wait a few minutes and try again.',
      },
    },
    close: 'Close',
    home: 'Go to the home page',
    continue: 'Continue',
  },
  de: {
    pages: {
      two_factor: {
        title: 'Noch ein Schritt',
        body: '{provider} hat Ihre Identität bestätigt. Geben Sie den Code aus Ihrer Authenticator-App im Anmeldefenster ein.',
      },
      success: {
        title: 'Sie sind angemeldet',
        body: 'Sie haben sich mit {provider} angemeldet. Dieses Fenster schließt sich von selbst.',
      },
      unknown_provider: {
        title: 'Seite nicht gefunden',
        body: 'Unter dieser Adresse gibt es keinen Anmeldedienst.',
      },
      not_configured: {
        title: 'Anmeldung mit {provider} nicht verfügbar',
        body: 'Die Anmeldung mit {provider} ist auf diesem Server nicht eingerichtet. Schließen Sie dieses Fenster und melden Sie sich mit Benutzername und Passwort an oder wählen Sie einen anderen Dienst.',
      },
      unavailable: {
        title: '{provider} antwortet nicht',
        body: 'Wir konnten {provider} für Ihre Anmeldung nicht erreichen. Bitte versuchen Sie es in einigen Minuten erneut.',
      },
      denied: {
        title: 'Anmeldung abgebrochen',
        body: 'Sie haben {provider} nicht erlaubt, Ihre Daten weiterzugeben, daher sind Sie nicht angemeldet.',
      },
      invalid_state: {
        title: 'Dieser Anmeldeversuch ist abgelaufen',
        body: 'Dieser Anmeldeversuch konnte nicht überprüft werden: Er ist vielleicht abgelaufen oder wurde zweimal geöffnet. Schließen Sie dieses Fenster und versuchen Sie es erneut.',
      },
      failed: {
        title: 'Anmeldung fehlgeschlagen',
        body: '{provider} hat die Anmeldung nicht abgeschlossen. Schließen Sie dieses Fenster und versuchen Sie es erneut.',
      },
      email_missing: {
        title: 'Eine E-Mail-Adresse wird benötigt',
        body: '{provider} hat uns keine E-Mail-Adresse mitgeteilt, daher können wir kein Konto für Sie anlegen. Erlauben Sie den Zugriff auf Ihre E-Mail-Adresse oder registrieren Sie sich mit Benutzername und Passwort.',
      },
      email_in_use: {
        title: 'Für diese E-Mail-Adresse gibt es bereits ein Konto',
        body: 'Es gibt bereits ein Konto mit der von {provider} mitgeteilten E-Mail-Adresse, aber {provider} hat nicht bestätigt, dass die Adresse Ihnen gehört. Melden Sie sich stattdessen mit Ihrem Passwort an.',
      },
      account_suspended: {
        title: 'Konto gesperrt',
        body: 'Das mit Ihrer {provider}-Anmeldung verbundene Konto wurde vom Team des Marktplatzes gesperrt. Schreiben Sie dem Support, um den Grund zu erfahren und wie es wiederhergestellt wird.',
      },
      account_deactivated: {
        title: 'Dieses Konto ist deaktiviert',
        body: 'Das mit Ihrer {provider}-Anmeldung verknüpfte Konto wurde deaktiviert, daher können Sie sich nicht anmelden.',
      },
      rate_limited: {
        title: 'Zu viele Versuche',
        body: 'Sie haben zu oft versucht, sich anzumelden. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
      },
    },
    close: 'Schließen',
    home: 'Zur Startseite',
    continue: 'Weiter',
  },
  fr: {
    pages: {
      two_factor: {
        title: 'Encore une étape',
        body: '{provider} a confirmé votre identité. Saisissez le code de votre application d’authentification dans la fenêtre de connexion.',
      },
      success: {
        title: 'Vous êtes connecté',
        body: 'Vous vous êtes connecté avec {provider}. Cette fenêtre se ferme toute seule.',
      },
      unknown_provider: {
        title: 'Page introuvable',
        body: 'Aucun service de connexion n’existe à cette adresse.',
      },
      not_configured: {
        title: 'Connexion avec {provider} indisponible',
        body: 'La connexion avec {provider} n’est pas configurée sur ce serveur. Fermez cette fenêtre et connectez-vous avec votre nom d’utilisateur et votre mot de passe, ou choisissez un autre service.',
      },
      unavailable: {
        title: '{provider} ne répond pas',
        body: 'Nous n’avons pas pu joindre {provider} pour vous connecter. Veuillez réessayer dans quelques minutes.',
      },
      denied: {
        title: 'Connexion annulée',
        body: 'Vous n’avez pas autorisé {provider} à partager vos informations, vous n’êtes donc pas connecté.',
      },
      invalid_state: {
        title: 'Cette tentative de connexion a expiré',
        body: 'Cette tentative de connexion n’a pas pu être vérifiée : elle a peut-être expiré ou été ouverte deux fois. Fermez cette fenêtre et réessayez.',
      },
      failed: {
        title: 'Échec de la connexion',
        body: '{provider} n’a pas terminé la connexion. Fermez cette fenêtre et réessayez.',
      },
      email_missing: {
        title: 'Une adresse e-mail est nécessaire',
        body: '{provider} ne nous a pas communiqué d’adresse e-mail, nous ne pouvons donc pas créer votre compte. Autorisez l’accès à votre adresse e-mail ou inscrivez-vous avec un nom d’utilisateur et un mot de passe.',
      },
      email_in_use: {
        title: 'Un compte existe déjà avec cette adresse e-mail',
        body: 'Un compte existe déjà avec l’adresse e-mail communiquée par {provider}, mais {provider} n’a pas confirmé que cette adresse vous appartient. Connectez-vous plutôt avec votre mot de passe.',
      },
      account_suspended: {
        title: 'Compte suspendu',
        body: 'Le compte lié à votre connexion {provider} est suspendu par l’équipe de la place de marché. Écrivez au support pour savoir pourquoi et comment le rétablir.',
      },
      account_deactivated: {
        title: 'Ce compte est désactivé',
        body: 'Le compte lié à votre connexion {provider} a été désactivé, vous ne pouvez donc pas vous connecter.',
      },
      rate_limited: {
        title: 'Trop de tentatives',
        body: 'Vous avez essayé de vous connecter trop de fois. Veuillez patienter quelques minutes et réessayer.',
      },
    },
    close: 'Fermer',
    home: 'Aller à la page d’accueil',
    continue: 'Continuer',
  },
  es: {
    pages: {
      two_factor: {
        title: 'Un paso más',
        body: '{provider} ha confirmado tu identidad. Introduce el código de tu aplicación de autenticación en la ventana de inicio de sesión.',
      },
      success: {
        title: 'Has iniciado sesión',
        body: 'Has iniciado sesión con {provider}. Esta ventana se cierra sola.',
      },
      unknown_provider: {
        title: 'Página no encontrada',
        body: 'No hay ningún servicio de inicio de sesión en esta dirección.',
      },
      not_configured: {
        title: 'Inicio de sesión con {provider} no disponible',
        body: 'El inicio de sesión con {provider} no está configurado en este servidor. Cierra esta ventana e inicia sesión con tu nombre de usuario y contraseña, o elige otro servicio.',
      },
      unavailable: {
        title: '{provider} no responde',
        body: 'No hemos podido contactar con {provider} para iniciar tu sesión. Inténtalo de nuevo dentro de unos minutos.',
      },
      denied: {
        title: 'Inicio de sesión cancelado',
        body: 'No has permitido que {provider} comparta tus datos, así que no has iniciado sesión.',
      },
      invalid_state: {
        title: 'Este intento de inicio de sesión ha caducado',
        body: 'No se ha podido verificar este intento de inicio de sesión: puede que haya caducado o que se haya abierto dos veces. Cierra esta ventana e inténtalo de nuevo.',
      },
      failed: {
        title: 'No se ha podido iniciar sesión',
        body: '{provider} no ha completado el inicio de sesión. Cierra esta ventana e inténtalo de nuevo.',
      },
      email_missing: {
        title: 'Se necesita una dirección de correo',
        body: '{provider} no nos ha facilitado una dirección de correo, así que no podemos crear tu cuenta. Permite el acceso a tu correo o regístrate con nombre de usuario y contraseña.',
      },
      email_in_use: {
        title: 'Ya existe una cuenta con este correo',
        body: 'Ya existe una cuenta con la dirección de correo facilitada por {provider}, pero {provider} no ha confirmado que la dirección sea tuya. Inicia sesión con tu contraseña.',
      },
      account_suspended: {
        title: 'Cuenta suspendida',
        body: 'La cuenta vinculada a tu acceso con {provider} está suspendida por el equipo del marketplace. Escribe al soporte para saber por qué y cómo restablecerla.',
      },
      account_deactivated: {
        title: 'Esta cuenta está desactivada',
        body: 'La cuenta vinculada a tu inicio de sesión con {provider} ha sido desactivada, así que no puedes iniciar sesión.',
      },
      rate_limited: {
        title: 'Demasiados intentos',
        body: 'Has intentado iniciar sesión demasiadas veces. Espera unos minutos y vuelve a intentarlo.',
      },
    },
    close: 'Cerrar',
    home: 'Ir a la página de inicio',
    continue: 'Continuar',
  },
};
