// The texts of the contact side panel and the product comment modal in English; exactly the
// keys of ./sl.ts.
import type { OverlayMessages } from './use-overlay-t';

export const overlayEn = {
  'contact.close': 'Close contact',
  'contact.ask': 'Ask a question',
  'contact.support': 'General support',
  'contact.phone': 'Phone',
  'contact.shortNumber': 'Short number',
  'contact.email': 'E-mail',
  'contact.website': 'Website',
  'contact.caretaker': 'Account manager',
  'contact.financial': 'Financial manager',
  'contact.mobile': 'Mobile phone',
  'contact.loading': 'Loading account managers …',
  'lineNote.title': 'Product note',
  'lineNote.label': 'Note',
  'lineNote.close': 'Close note',
  'lineNote.save': 'Save',
  'lineNote.saving': 'Saving …',
  'productInquiry.title': 'Product inquiry',
  'productInquiry.close': 'Close the inquiry',
  'productInquiry.message': 'Message',
  'productInquiry.to': 'Your account manager {name} receives the question.',
  'productInquiry.toCaretaker': 'Your account manager receives the question.',
  'productInquiry.checking': 'Checking …',
  'productInquiry.checkFailed': 'Could not check whether you can send questions. Try again.',
  'productInquiry.notAllowed':
    'Only partners with an account manager can send questions and inquiries. Please call general support for help.',
  'productInquiry.required': 'Enter a message.',
  'productInquiry.send': 'Send',
  'productInquiry.sending': 'Sending …',
  'productInquiry.sent': 'Inquiry sent successfully',
  'productInquiry.failed': 'The inquiry could not be sent',
  'productInquiry.history': 'My questions',
} as const satisfies OverlayMessages;
