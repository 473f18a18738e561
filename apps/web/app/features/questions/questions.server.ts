// The inquiry page's data (issue #14; SPEC §2 /povprasevanje; decision 037): one page of the
// company's questions with their answers (GET /api/questions, newest first), whether the company
// may ask (SPEC §6: a type-3 caretaker) and who answers. An agent acting for nobody gets the
// API's 403 message to show instead; 401 is a SessionRejectedError (the route signs out).
import {
  QUESTIONS_PATH,
  questionListResponseSchema,
  type QuestionItem,
} from '@gradnik/contracts/question';
import type { Locale } from '@gradnik/domain/locale';
import { QUESTIONS_PAGE_SIZE } from '@gradnik/domain/question';
import type { ShopApi } from '../../context';
import { withApiLanguage } from '../../lib/api-language';
import { errorMessagesOf } from '../../lib/basket-client';
import { SessionRejectedError } from '../../lib/shop-document.server';

export interface QuestionsPageData {
  questions: QuestionItem[];
  page: number;
  lastPage: number;
  total: number;
  inquiriesAllowed: boolean;
  caretaker: string | null;
}

export type QuestionsResult =
  { kind: 'ok'; data: QuestionsPageData } | { kind: 'refused'; message: string | null };

export function questionsPath(page: number): string {
  return `${QUESTIONS_PATH}?page=${page}&per_page=${QUESTIONS_PAGE_SIZE}`;
}

export async function loadQuestions(
  api: ShopApi,
  locale: Locale,
  page: number,
): Promise<QuestionsResult> {
  const path = questionsPath(page);
  const response = await api.fetch(path, withApiLanguage(locale));
  if (response.status === 401) throw new SessionRejectedError(path);
  if (response.status === 403) {
    // An agent acting for nobody: the API says why, in the page's language.
    const { messages } = errorMessagesOf(await response.json().catch(() => null));
    return { kind: 'refused', message: messages[0] ?? null };
  }
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const { data, meta } = questionListResponseSchema.parse(await response.json());
  return {
    kind: 'ok',
    data: {
      questions: data.data,
      page: data.current_page,
      lastPage: Math.max(1, data.last_page),
      total: data.total,
      inquiriesAllowed: meta.inquiriesAllowed,
      caretaker: meta.caretaker,
    },
  };
}
