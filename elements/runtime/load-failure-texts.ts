/**
 * The load-failure notice's texts in the library's other languages (English is in load-failure.ts): a chunk of its
 * own, which no first render loads. It is asked for at a widget's first failed load, seconds before the notice shows.
 */
export const LOAD_FAILURE_TEXTS: Readonly<Record<string, readonly [message: string, action: string]>> = {
  sv: ['Den här delen av sidan kunde inte laddas.', 'Försök igen'],
  fi: ['Tätä sivun osaa ei voitu ladata.', 'Yritä uudelleen'],
  nb: ['Denne delen av siden kunne ikke lastes inn.', 'Prøv igjen'],
  pl: ['Nie udało się wczytać tej części strony.', 'Spróbuj ponownie'],
  th: ['ไม่สามารถโหลดส่วนนี้ของหน้าได้', 'ลองอีกครั้ง'],
  es: ['No se ha podido cargar esta parte de la página.', 'Reintentar'],
};
