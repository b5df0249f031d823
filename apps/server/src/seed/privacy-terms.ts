/** The terms a new installation shows until an operator replaces them in the database. */
export const PRIVACY_TERMS = [
  {
    locale: 'en',
    title: 'Terms of use and privacy',
    content: [
      'This portal is used to manage construction, infrastructure, marine and condominium projects and their documents.',
      'We store your name, e-mail address, phone number, company and the documents and photographs you add, so that the people working on the same projects can see them.',
      'Photographs may carry the place and time they were taken. Map positions are shown to users who may see the project.',
      'Your data is kept while you have an account and as long as the project records must be kept. Ask your company administrator to correct or remove your data.',
      'By accepting you agree to use the portal for project work only and to keep your password to yourself.',
    ].join('\n\n'),
  },
  {
    locale: 'fi',
    title: 'Käyttöehdot ja tietosuoja',
    content: [
      'Portaalilla hallitaan rakennus-, infra-, vesirakennus- ja taloyhtiöhankkeita sekä niiden dokumentteja.',
      'Tallennamme nimesi, sähköpostiosoitteesi, puhelinnumerosi, yrityksesi sekä lisäämäsi dokumentit ja kuvat, jotta samoissa hankkeissa työskentelevät näkevät ne.',
      'Kuviin voi sisältyä niiden ottopaikka ja -aika. Karttasijainnit näkyvät käyttäjille, joilla on oikeus nähdä projekti.',
      'Tietojasi säilytetään niin kauan kuin sinulla on käyttäjätili ja hankeaineistoa on säilytettävä. Pyydä yrityksesi pääkäyttäjää korjaamaan tai poistamaan tietosi.',
      'Hyväksymällä sitoudut käyttämään portaalia vain hanketyöhön ja pitämään salasanasi omana tietonasi.',
    ].join('\n\n'),
  },
];
