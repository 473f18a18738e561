// Slovenian messages: the default locale (SPEC §1). Wherever SPEC quotes a text, it is used
// here word for word. en.ts must have exactly the same keys (checked by its type).
import type { MessageCatalogue } from './message-types';

export const sl = {
  'app.name': 'Gradnik',
  'app.skipToContent': 'Preskoči na vsebino',
  'app.notAvailableYet': 'Ta del trgovine še ni na voljo.',
  'app.titleSuffix': 'Gradnik B2B',

  // Screen titles (document <title> and page heading), one per screen of the route table.
  'screen.home.title': 'Domov',
  'screen.not-found.title': 'Page Not Found',
  'screen.actions.title': 'Akcije',
  'screen.cart.title': 'Košarica',
  'screen.documents.title': 'Dokumenti',
  'screen.favorites.title': 'Priljubljeni izdelki',
  'screen.inquiry.title': 'Povpraševanje',
  'screen.login.title': 'Prijava',
  'screen.register.title': 'Registracija',
  'screen.new-products.title': 'Novosti',
  'screen.notifications.title': 'Obvestila',
  'screen.inquiry-offers.title': 'Povpraševanja in ponudbe',
  'screen.inquiry-offer.title': 'Povpraševanje {id}',
  'screen.orders.title': 'Naročila',
  'screen.order.title': 'Naročilo {id}',
  'screen.product.title': 'Artikel {id}',
  'screen.profile.title': 'Moj profil',
  'screen.reclamations.title': 'Reklamacije',
  'screen.reclamation-new.title': 'Nova reklamacija',
  'screen.reclamation.title': 'Reklamacija {id}',
  'screen.search.title': 'Rezultati iskanja',
  'screen.buttons.title': 'Gumbi',
  'screen.categories-sample.title': 'Kategorije (vzorec)',
  'screen.catch-all.title': 'Page Not Found',

  // Errors (SPEC §2 "Error pages": the headings are given in English).
  'error.notFound.heading': 'Page Not Found',
  'error.notFound.text': 'Strani, ki jo iščete, ni mogoče najti.',
  'error.internal.heading': 'Internal Server Error',
  'error.internal.text': 'Prišlo je do nepričakovane napake. Poskusite znova čez nekaj trenutkov.',
  'error.backHome': 'Na začetno stran',

  // Header and navigation.
  'header.homeLink': 'Gradnik, na začetno stran',
  'header.mainNavigation': 'Glavna navigacija',
  'header.toolsNavigation': 'Orodja',
  'nav.actions': 'Akcije',
  'nav.newProducts': 'Novosti',
  'nav.orders': 'Naročila',
  'nav.inquiryOffers': 'Povpraševanja/ponudbe',
  'nav.reclamations': 'Reklamacije',
  'nav.documents': 'Dokumenti',
  'header.favorites': 'Priljubljeni izdelki',
  'header.notifications': 'Obvestila',
  'header.cart': 'Košarica',
  'header.signIn': 'Prijava',
  'header.accountMenu': 'Uporabniški meni: {name}',
  'language.switchTo': 'English',
  'language.switchLabel': 'Preklopi v angleščino',

  // Account side panel (SPEC §2 Side panels).
  'account.greeting': 'Pozdravljeni, {name}',
  'account.links': 'Moj račun',
  'account.link.profile': 'Moj profil',
  'account.link.company-profile': 'Profil podjetja',
  'account.link.users': 'Uporabniki',
  'account.link.settings': 'Nastavitve',
  'account.signOut': 'Odjava',
  'account.signingOut': 'Odjavljanje …',
  'account.signOutFailed': 'Odjava ni uspela. Poskusite znova.',
  'account.close': 'Zapri',

  // Side panel titles and texts given by SPEC §2, for the issues that build the panels.
  'panel.cart.title': 'Košarica',
  'panel.favorites.title': 'Priljubljeni izdelki',
  'panel.stores.title': 'IZBERITE SVOJ NAJBLIŽJI TRGOVSKI CENTER',
  'panel.stores.productStockTitle': 'Zaloga izdelka',
  'panel.stores.search': 'Išči trgovski center',
  'panel.contact.title': 'Kontakt',

  // Cart steps (SPEC §2).
  'cart.step.order.1': 'Košarica',
  'cart.step.order.2': 'Dostava in plačilo',
  'cart.step.order.3': 'Potrditev naročila',
  'cart.step.inquiry.1': 'Povpraševanje',
  'cart.step.inquiry.2': 'Dostava in plačilo',
  'cart.step.inquiry.3': 'Potrditev povpraševanja',
  'cart.items': {
    one: '{count} izdelek',
    two: '{count} izdelka',
    few: '{count} izdelki',
    other: '{count} izdelkov',
  },

  // Home.
  'home.welcome': 'Dobrodošli, {name}',
  'home.intro': 'Izberite področje, s katerim želite nadaljevati.',
  'home.areas': 'Področja trgovine',

  // Login (SPEC §4, §6).
  'login.heading': 'Prijava v spletno trgovino',
  'login.email': 'E-poštni naslov',
  'login.password': 'Geslo',
  'login.submit': 'Prijava',
  'login.submitting': 'Prijavljanje …',
  'login.oidcIntro':
    'Prijavili se boste na strani ponudnika identitete in se nato vrnili v trgovino.',
  'login.error.invalid_credentials': 'Napačen e-poštni naslov ali geslo.',
  'login.error.rate_limited':
    'Preveč neuspešnih poskusov prijave. Poskusite znova čez nekaj minut.',
  'login.error.account_disabled':
    'Vaš uporabniški račun je onemogočen. Obrnite se na svojega skrbnika računa.',
  'login.error.session_expired': 'Vaša seja je potekla. Prijavite se znova.',
  'login.error.generic': 'Prijava ni uspela. Poskusite znova.',
  'login.forgotPassword': 'Pozabljeno geslo?',
  'login.forgotPasswordText':
    'Novo geslo vam nastavi vaš skrbnik računa pri Gradniku. Pišite mu ali ga pokličite, pa vam bo pomagal.',
  'login.noAccount': 'Še nimate dostopa?',
  'login.registerLink': 'Kako postanem partner',

  // Register.
  'register.heading': 'Registracija partnerja',
  'register.text':
    'Spletna registracija še ni na voljo. Spletna trgovina Gradnik je namenjena poslovnim partnerjem: dostop vam odpre Gradnik, ko z vašim podjetjem sklene partnersko pogodbo.',
  'register.howTo':
    'Če želite postati partner, se obrnite na najbližji trgovski center Gradnik ali na svojega skrbnika računa. Ko bo vaš dostop pripravljen, boste prejeli podatke za prijavo.',
  'register.backToLogin': 'Nazaj na prijavo',

  // Profile (SPEC §2: sections company-profile, uporabniki, settings).
  'profile.section.company-profile': 'Profil podjetja',
  'profile.section.users': 'Uporabniki',
  'profile.section.settings': 'Nastavitve',
  'profile.agentUsersNote': 'Izbira stranke, v imenu katere želite delati, še ni na voljo.',

  // Footer (SPEC §2 Footer).
  'footer.label': 'Noga strani',
  'footer.onlineSales': 'Spletna prodaja',
  'footer.benefits': 'Ugodnosti za vas',
  'footer.stores': 'Trgovski centri',
  'footer.storesText': 'Seznam trgovskih centrov z delovnim časom še ni na voljo.',
  'footer.company': 'O podjetju',
  'footer.companyText': 'Gradnik, trgovina z gradbenim materialom za poslovne partnerje.',
  'footer.copyright': '© {year} Gradnik',
} as const satisfies MessageCatalogue;
