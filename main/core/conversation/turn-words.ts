/**
 * What the turn loop itself says — whichever engine runs — in each language the app speaks: a
 * request cancelled by a newer message, a confirmation that ran out, an engine that failed. Kept
 * apart from the built-in engine's packs because the language-model engine's turns end the same way.
 */
import type { Language } from '../../../common/languages.js';

export interface TurnWords {
  /** "2 requests completed, 1 could not be done. " (with its trailing space), or '' for none. */
  summary: (done: number, refused: number) => string;
  couldNotFinish: string;
  noLongerWaiting: string;
  expired: string;
  supersededEvent: string;
  supersededReply: string;
  stoppedHere: string;
  tookTooLong: string;
  engineFailed: string;
  /** The engine failed for `reason`; after what was done (`summary`). */
  sorry: (summary: string, reason: string) => string;
}

const count = (locale: string, n: number, one: string, other: string): string =>
  (new Intl.PluralRules(locale).select(n) === 'one' ? one : other).replace('#', new Intl.NumberFormat(locale).format(n));

function summaryIn(locale: string, done: [string, string], refused: [string, string]) {
  return (d: number, r: number): string => {
    const parts: string[] = [];
    if (d > 0) parts.push(count(locale, d, ...done));
    if (r > 0) parts.push(count(locale, r, ...refused));
    return parts.length === 0 ? '' : `${parts.join(', ')}. `;
  };
}

export const TURN_WORDS: Record<Language, TurnWords> = {
  get pt(): TurnWords {
    return TURN_WORDS.en;
  },
  get pl(): TurnWords {
    return TURN_WORDS.en;
  },
  en: {
    summary: summaryIn('en', ['# request completed', '# requests completed'], ['# could not be done', '# could not be done']),
    couldNotFinish: "I couldn't finish that request.",
    noLongerWaiting: 'That request is no longer waiting.',
    expired: 'The confirmation expired before it was approved; nothing was sent.',
    supersededEvent: 'You sent a new message before approving, so this request was cancelled; nothing was sent.',
    supersededReply: 'The earlier request was cancelled because you sent a new message; nothing was changed.',
    stoppedHere: 'You sent a new message, so I stopped here; nothing else was done.',
    tookTooLong: 'the assistant took too long to answer',
    engineFailed: 'the assistant failed',
    sorry: (summary, reason) => `${summary}Sorry — ${reason}. Nothing else was done.`,
  },
  de: {
    summary: summaryIn('de', ['# Anfrage erledigt', '# Anfragen erledigt'], ['# ging nicht', '# gingen nicht']),
    couldNotFinish: 'Ich konnte diese Anfrage nicht zu Ende bringen.',
    noLongerWaiting: 'Diese Anfrage wartet nicht mehr.',
    expired: 'Die Bestätigung ist abgelaufen, bevor du zugestimmt hast; es wurde nichts gesendet.',
    supersededEvent: 'Du hast vor der Zustimmung eine neue Nachricht geschickt, daher wurde diese Anfrage abgebrochen; es wurde nichts gesendet.',
    supersededReply: 'Die frühere Anfrage wurde abgebrochen, weil du eine neue Nachricht geschickt hast; es wurde nichts geändert.',
    stoppedHere: 'Du hast eine neue Nachricht geschickt, daher habe ich hier aufgehört; sonst wurde nichts getan.',
    tookTooLong: 'der Assistent hat zu lange für eine Antwort gebraucht',
    engineFailed: 'beim Assistenten ist ein Fehler aufgetreten',
    sorry: (summary, reason) => `${summary}Entschuldige — ${reason}. Sonst wurde nichts getan.`,
  },
  nl: {
    summary: summaryIn('nl', ['# verzoek uitgevoerd', '# verzoeken uitgevoerd'], ['# kon niet', '# konden niet']),
    couldNotFinish: 'Ik kon dat verzoek niet afmaken.',
    noLongerWaiting: 'Dat verzoek wacht niet meer.',
    expired: 'De bevestiging is verlopen voordat je toestemming gaf; er is niets verstuurd.',
    supersededEvent: 'Je stuurde een nieuw bericht voordat je toestemming gaf, dus dit verzoek is geannuleerd; er is niets verstuurd.',
    supersededReply: 'Het eerdere verzoek is geannuleerd omdat je een nieuw bericht stuurde; er is niets veranderd.',
    stoppedHere: 'Je stuurde een nieuw bericht, dus ik ben hier gestopt; verder is er niets gedaan.',
    tookTooLong: 'de assistent deed er te lang over om te antwoorden',
    engineFailed: 'de assistent liep vast',
    sorry: (summary, reason) => `${summary}Sorry — ${reason}. Verder is er niets gedaan.`,
  },
  es: {
    summary: summaryIn('es', ['# solicitud completada', '# solicitudes completadas'], ['# no se pudo hacer', '# no se pudieron hacer']),
    couldNotFinish: 'No pude terminar esa solicitud.',
    noLongerWaiting: 'Esa solicitud ya no está esperando.',
    expired: 'La confirmación caducó antes de que la aprobaras; no se envió nada.',
    supersededEvent: 'Enviaste un mensaje nuevo antes de aprobar, así que esta solicitud se canceló; no se envió nada.',
    supersededReply: 'La solicitud anterior se canceló porque enviaste un mensaje nuevo; no se cambió nada.',
    stoppedHere: 'Enviaste un mensaje nuevo, así que me detuve aquí; no se hizo nada más.',
    tookTooLong: 'el asistente tardó demasiado en responder',
    engineFailed: 'el asistente falló',
    sorry: (summary, reason) => `${summary}Lo siento: ${reason}. No se hizo nada más.`,
  },
  fr: {
    summary: summaryIn('fr', ['# demande effectuée', '# demandes effectuées'], ['# n’a pas pu être faite', '# n’ont pas pu être faites']),
    couldNotFinish: 'Je n’ai pas pu terminer cette demande.',
    noLongerWaiting: 'Cette demande n’attend plus.',
    expired: 'La confirmation a expiré avant votre accord ; rien n’a été envoyé.',
    supersededEvent: 'Vous avez envoyé un nouveau message avant d’approuver, cette demande a donc été annulée ; rien n’a été envoyé.',
    supersededReply: 'La demande précédente a été annulée parce que vous avez envoyé un nouveau message ; rien n’a changé.',
    stoppedHere: 'Vous avez envoyé un nouveau message, je me suis donc arrêté ici ; rien d’autre n’a été fait.',
    tookTooLong: 'l’assistant a mis trop de temps à répondre',
    engineFailed: 'l’assistant a rencontré une erreur',
    sorry: (summary, reason) => `${summary}Désolé — ${reason}. Rien d’autre n’a été fait.`,
  },
  it: {
    summary: summaryIn('it', ['# richiesta completata', '# richieste completate'], ['# non è stata possibile', '# non sono state possibili']),
    couldNotFinish: 'Non sono riuscito a completare quella richiesta.',
    noLongerWaiting: 'Quella richiesta non è più in attesa.',
    expired: 'La conferma è scaduta prima della tua approvazione; non è stato inviato nulla.',
    supersededEvent: 'Hai inviato un nuovo messaggio prima di approvare, quindi questa richiesta è stata annullata; non è stato inviato nulla.',
    supersededReply: 'La richiesta precedente è stata annullata perché hai inviato un nuovo messaggio; non è cambiato nulla.',
    stoppedHere: 'Hai inviato un nuovo messaggio, quindi mi sono fermato qui; non è stato fatto altro.',
    tookTooLong: 'l’assistente ha impiegato troppo tempo a rispondere',
    engineFailed: 'l’assistente ha avuto un errore',
    sorry: (summary, reason) => `${summary}Mi dispiace: ${reason}. Non è stato fatto altro.`,
  },
};
