import type { Random } from './random.ts';
import type { TextLanguage } from './topic-texts.ts';

/** Short review comments by how the course went: excellent (4.5–5), good (3.5–4), mixed (≤ 3). */
const comments: Record<TextLanguage, { excellent: string[]; good: string[]; mixed: string[] }> = {
  it: {
    excellent: [
      'Corso molto pratico, ho applicato subito quello che abbiamo visto in aula.',
      'Docente preparatissimo e sempre disponibile alle domande. Consigliato!',
      'Finalmente un corso senza slide infinite: tanti esercizi e casi reali.',
      'Organizzazione impeccabile e materiali chiari. Lo rifarei domani.',
      'Il tempo è volato. Esempi concreti e un clima molto piacevole.',
      'Ho portato in azienda due strumenti che ora usiamo tutti i giorni.',
      'Ottimo equilibrio tra teoria e pratica, con attenzione a ogni partecipante.',
      'Molto utile anche per chi, come me, partiva da zero.',
      'Tra i migliori corsi che ho seguito negli ultimi anni.',
      'Chiarezza esemplare, ritmo giusto e tanti spunti per il lavoro.',
      'Abbiamo iscritto tutto il team dopo la mia esperienza: ne vale la pena.',
      'Contenuti aggiornati e docente capace di rispondere ai casi di ognuno.',
    ],
    good: [
      'Buon corso, contenuti utili. Avrei voluto qualche esercitazione in più.',
      'Docente competente, qualche argomento trattato un po’ di corsa.',
      'Nel complesso soddisfatto, i materiali sono ben fatti.',
      'Interessante e ben organizzato, anche se la seconda parte era un po’ teorica.',
      'Utile per fare ordine sulle basi. Per chi ha già esperienza forse è un po’ semplice.',
      'Buona esperienza, gruppo affiatato e docente disponibile.',
      'Contenuti validi, durata forse un po’ stretta per tutti gli argomenti.',
      'Corso solido, lo consiglierei ai colleghi che iniziano ora.',
    ],
    mixed: [
      'Alcuni argomenti interessanti, ma troppo generici per il mio ruolo.',
      'Ritmo lento nella prima parte, meglio nel pomeriggio.',
      'Mi aspettavo più esempi pratici legati al nostro settore.',
      'Docente preparato, ma il gruppo era troppo eterogeneo.',
      'Connessione instabile durante una sessione, contenuti comunque discreti.',
    ],
  },
  en: {
    excellent: [
      'Very practical course, I used what we learned the very next day.',
      'Knowledgeable trainer who made time for every question. Highly recommended!',
      'No endless slides: lots of exercises and real cases.',
      'Well organised with clear materials. I would do it again tomorrow.',
      'The time flew by. Concrete examples and a great atmosphere.',
      'I brought two tools back to the team and we now use them every day.',
      'Great balance between theory and practice.',
      'Useful even for someone starting from scratch, like me.',
      'One of the best courses I have attended in years.',
    ],
    good: [
      'Good course with useful content. I would have liked a few more exercises.',
      'Competent trainer; some topics felt a bit rushed.',
      'Overall happy, the materials are well made.',
      'Interesting and well run, although the second half was rather theoretical.',
      'Good refresher on the basics. Maybe a bit simple if you already have experience.',
      'Solid course, I would recommend it to colleagues who are just starting.',
    ],
    mixed: [
      'Some interesting parts, but too general for my role.',
      'Slow start, much better in the afternoon.',
      'I expected more hands-on examples from our industry.',
      'Good trainer, but the group was too mixed in experience.',
    ],
  },
};

/** A comment fitting a rating in halves (2..10), or null: some people only leave stars. */
export function reviewComment(
  random: Random,
  language: TextLanguage,
  ratingHalves: number,
): string | null {
  if (random.chance(0.18)) return null;
  const band = ratingHalves >= 9 ? 'excellent' : ratingHalves >= 7 ? 'good' : 'mixed';
  return random.pick(comments[language][band]);
}
