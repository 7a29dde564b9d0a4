import { useState } from 'react';
import { formatSeoulDateTime, MAIL_MSG, type MailStats } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { Alert, Button, EmptyState, ErrorState, LoadingState, useAsyncResource } from '@babynews/ui';
import { fetchMailStats, retryMail } from './api/mailAdminApi';
import '../admin.css';

const STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * `/admin/mail` (exposed as 'admin/AdminMailPage' in the admin frame): the outbox counts pending /
 * sending / sent / failed and the latest failed messages (kind, masked recipient, tries, last error,
 * time), each with '다시 보내기' (ARCHITECTURE §4.23). A retried row leaves the list and the counts are
 * read again; loading, empty, error (with retry) states.
 */
export default function MailOutboxPage() {
  const stats = useAsyncResource((signal) => fetchMailStats(signal), [], { keepDataWhileLoading: true });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const retry = async (id: number) => {
    setBusyId(id);
    setNotice(null);
    try {
      await retryMail(id);
      setNotice({ tone: 'success', text: MAIL_MSG.adminMailRetried });
      stats.setData((data) => ({ ...data, recentFailures: data.recentFailures.filter((row) => row.id !== id) }));
      await stats.refresh();
    } catch (caught) {
      setNotice({ tone: 'error', text: errorMessage(caught, MAIL_MSG.adminMailRetryFailed) });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <main className="admin-page">
      <h1 className="admin-page__title">{MAIL_MSG.adminMailTitle}</h1>
      {stats.status === 'loading' && <LoadingState text={MAIL_MSG.adminMailLoading} />}
      {stats.status === 'error' && <ErrorState message={errorMessage(stats.error, MAIL_MSG.adminMailLoadFailed)} onRetry={stats.reload} />}
      {stats.status === 'ready' && (
        <>
          <StatusCounts stats={stats.data} />
          <section className="admin-panel" aria-labelledby="admin-mail-failed-title">
            <h2 id="admin-mail-failed-title" className="admin-panel__title">
              {MAIL_MSG.adminMailFailedTitle}
            </h2>
            {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
            {stats.data.recentFailures.length === 0 ? (
              <EmptyState icon="check" title={MAIL_MSG.adminMailNoFailures} />
            ) : (
              <FailureTable rows={stats.data.recentFailures} busyId={busyId} onRetry={(id) => void retry(id)} />
            )}
            <Button variant="secondary" size="small" onClick={() => void stats.refresh()}>
              {MAIL_MSG.adminMailReload}
            </Button>
          </section>
        </>
      )}
    </main>
  );
}

/** One card per outbox status with its count. */
function StatusCounts({ stats }: { stats: MailStats }) {
  return (
    <ul className="admin-stats" aria-label={MAIL_MSG.adminMailTitle}>
      {STATUSES.map((status) => (
        <li key={status} className="admin-stats__card">
          <section aria-label={MAIL_MSG.adminMailStatus[status]}>
            <h2 className="admin-stats__title">{MAIL_MSG.adminMailStatus[status]}</h2>
            <p className="admin-stats__total">
              <span className="admin-stats__number">{stats[status].toLocaleString('ko-KR')}</span>
            </p>
          </section>
        </li>
      ))}
    </ul>
  );
}

/** The latest failed messages, each with '다시 보내기'. */
function FailureTable({ rows, busyId, onRetry }: { rows: MailStats['recentFailures']; busyId: number | null; onRetry: (id: number) => void }) {
  return (
    <div className="admin-table__scroll">
      <table className="admin-table">
        <caption className="admin-visually-hidden">{MAIL_MSG.adminMailFailedTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{MAIL_MSG.adminMailColumns.id}</th>
            <th scope="col">{MAIL_MSG.adminMailColumns.kind}</th>
            <th scope="col">{MAIL_MSG.adminMailColumns.recipient}</th>
            <th scope="col">{MAIL_MSG.adminMailColumns.attempts}</th>
            <th scope="col">{MAIL_MSG.adminMailColumns.lastError}</th>
            <th scope="col">{MAIL_MSG.adminMailColumns.createdAt}</th>
            <th scope="col">
              <span className="admin-visually-hidden">{MAIL_MSG.adminMailRetry}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <th scope="row">{MAIL_MSG.adminMailKinds[row.kind] ?? row.kind}</th>
              <td>{row.recipient || '-'}</td>
              <td>{row.attempts}</td>
              <td>{row.lastError ?? '-'}</td>
              <td>{formatSeoulDateTime(row.createdAt)}</td>
              <td>
                <Button
                  size="small"
                  busy={busyId === row.id}
                  disabled={busyId !== null}
                  aria-label={`${MAIL_MSG.adminMailRetry} ${row.id}`}
                  onClick={() => onRetry(row.id)}
                >
                  {MAIL_MSG.adminMailRetry}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
