// The browser's first check of picked photos and files (issue #16): count, size, emptiness and
// type by the domain's limits (@gradnik/domain/attachments), and a HEIC photo named as such,
// so the buyer hears at once; the API still decides by the content (decision 043).
import {
  ATTACHMENT_MAX_BYTES,
  attachmentProblems,
  type AttachmentProblem,
} from '@gradnik/domain/attachments';
import type { ComplaintsTranslate } from './texts';

const MAX_MB = ATTACHMENT_MAX_BYTES / (1024 * 1024);

export function isHeicName(name: string, type: string): boolean {
  return /^image\/hei[cf]/i.test(type) || /\.hei[cf]$/i.test(name);
}

function text(problem: AttachmentProblem, t: ComplaintsTranslate, heic: ReadonlySet<string>) {
  switch (problem.kind) {
    case 'tooMany':
      return t('file.tooMany', { max: problem.max });
    case 'tooLarge':
      return t('file.tooLarge', { name: problem.name, max: MAX_MB });
    case 'empty':
      return t('file.empty', { name: problem.name });
    case 'type':
      return heic.has(problem.name)
        ? t('file.heic', { name: problem.name })
        : t('file.type', { name: problem.name });
  }
}

/** The problems of the picked files as texts; `already` files are attached to the complaint. */
export function pickedProblems(
  files: readonly { name: string; type: string; blob: Blob }[],
  t: ComplaintsTranslate,
  already = 0,
): string[] {
  const picked = [
    ...Array.from({ length: already }, (_, i) => ({ name: `#${i}`, size: 1, type: 'image/jpeg' })),
    ...files.map((f) => ({ name: f.name, size: f.blob.size, type: f.type })),
  ];
  const heic = new Set(files.filter((f) => isHeicName(f.name, f.type)).map((f) => f.name));
  return attachmentProblems(picked).map((problem) => text(problem, t, heic));
}
