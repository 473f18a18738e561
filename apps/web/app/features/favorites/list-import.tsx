// 'Uvozi' on /priljubljeni (issue #15 list import; decision 040): a CSV or XLSX of codes or EANs
// and quantities into the chosen list, for lists the user may change (owner or full share,
// decision 039 — the page shows the button only then; the API checks again). The upload shows
// its progress (lib/upload-call.ts); the answer says how many products were added and updated
// and lists the rows that did not match (row, value, reason) in a table. The texts are the
// quick-order catalogue's (i18n/quick-order), loaded with the favourites' chunk only.
import { IMPORT_FILE_FIELD, QUICK_ORDER_PATHS } from '@gradnik/contracts/quick-order-params';
import type { WishlistImportResponse } from '@gradnik/contracts/quick-order';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuickOrderT } from '../../i18n/quick-order/use-quick-order-t';
import { ShopApiError } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';
import { uploadCall } from '../../lib/upload-call';
import { invalidateFavorites } from './favorites-api';
import { useActionContext } from './heart-actions';

type Report = WishlistImportResponse['data'];

export function ListImport({ list }: { list: { id: number; name: string } }) {
  const t = useQuickOrderT();
  const context = useActionContext();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (percent !== null) return;
    if (!file) {
      setError(t('listImport.chooseFile'));
      return;
    }
    const form = new FormData();
    form.set(IMPORT_FILE_FIELD, file, file.name);
    setError(null);
    setReport(null);
    setPercent(0);
    try {
      const answer = await uploadCall(QUICK_ORDER_PATHS.importIntoList(list.id), form, {
        token: context.token,
        locale: context.locale,
        onProgress: ({ loaded, total }) =>
          setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
      });
      setReport((await asContract('wishlistImportResponse', answer)).data);
      await invalidateFavorites(context.queryClient, context.userKey);
    } catch (failure) {
      setError(
        failure instanceof ShopApiError && failure.status !== 0 && failure.messages[0]
          ? failure.messages[0]
          : t('listImport.failed'),
      );
    } finally {
      setPercent(null);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((was) => !was)}
      >
        {t('listImport.button')}
      </button>
      {open ? (
        <section
          id={`${id}-panel`}
          aria-labelledby={`${id}-title`}
          className="w-full space-y-3 rounded-lg border border-neutral-200 bg-white p-4"
        >
          <h3 id={`${id}-title`} className="text-base font-semibold text-neutral-900">
            {t('listImport.title', { name: list.name })}
          </h3>
          <form onSubmit={(event) => void submit(event)} className="space-y-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-file`} className="text-sm font-medium text-neutral-800">
                {t('listImport.fileLabel')}
              </label>
              <input
                id={`${id}-file`}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-describedby={`${id}-hint`}
                onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
                className="text-sm"
              />
              <p id={`${id}-hint`} className="text-xs text-neutral-600">
                {t('listImport.hint')}
              </p>
            </div>
            <div className="flex gap-2">
              <button
                type="submit"
                className="btn-primary"
                aria-disabled={percent !== null || undefined}
              >
                {t('listImport.submit')}
              </button>
              <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
                {t('listImport.cancel')}
              </button>
            </div>
          </form>
          {percent !== null ? (
            <div
              role="progressbar"
              aria-label={t('listImport.progress', { percent })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 w-full overflow-hidden rounded bg-neutral-200"
            >
              <div className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {error}
            </p>
          ) : null}
          {report ? (
            <div className="space-y-2">
              <p role="status" className="text-sm text-neutral-800">
                {t('listImport.done', { added: report.added, updated: report.updated })}
              </p>
              {report.errors.length > 0 ? (
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <caption className="mb-1 text-left font-semibold text-neutral-900">
                      {t('listImport.errorsTitle', { count: report.errors.length })}
                    </caption>
                    <thead className="border-b border-neutral-200 text-neutral-700">
                      <tr>
                        <th scope="col" className="py-1 pr-3">
                          {t('listImport.col.row')}
                        </th>
                        <th scope="col" className="py-1 pr-3">
                          {t('listImport.col.value')}
                        </th>
                        <th scope="col" className="py-1">
                          {t('listImport.col.reason')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.errors.map((row) => (
                        <tr key={`${row.row}-${row.value}`} className="border-b border-neutral-100">
                          <td className="py-1 pr-3">{row.row}</td>
                          <td className="py-1 pr-3 font-mono">{row.value}</td>
                          <td className="py-1">{row.message}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </div>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
