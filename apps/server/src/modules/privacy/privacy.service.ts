import { isLanguage } from '@app/contracts/locales';
import { DATA_EXPORT_HOURS, type DataExportView } from '@app/contracts/actions/privacy';
import { dataExportMachine, type DataExportState } from '@app/contracts/states';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteStoredImages } from '../../lib/images.ts';
import type { JobContext, JobQueue } from '../../lib/job-queue.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { publicPageUrl } from '../../lib/public-url.ts';
import { randomToken, safeEqual, sha256 } from '../../lib/tokens.ts';
import type { ObjectStorage } from '../../lib/storage.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import { verifyCurrentPassword } from '../accounts/index.ts';
import { fireTransition } from '../../shared/state-machine.ts';
import { buildArchive, exportKey } from './data-export-archive.ts';
import { composeExportEmail } from './data-export-email.ts';
import {
  countCompaniesLeftWithoutAdmin,
  countOpenBookings,
  dataExportStateColumn,
  eraseUserData,
  findExport,
  findLatestExport,
  findRecipient,
  insertExport,
  lockExport,
  lockUser,
  selectPendingExports,
  selectUploadUrls,
  selectUserData,
  setExportDownloaded,
  setExportLink,
  setExportReady,
  type DataExportRow,
} from './privacy.repository.ts';

export const privacyJobNames = {
  prepare: 'privacy.prepare-export',
  expire: 'privacy.expire-export',
} as const;

const HOUR_MS = 60 * 60 * 1000;

const viewOf = (row: DataExportRow): DataExportView => ({
  id: row.id,
  state: row.state,
  requestedAt: row.createdAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  downloadedAt: row.downloadedAt?.toISOString() ?? null,
  bytes: row.bytes,
});

const system = { userId: null, roles: ['system'] as const };

export async function dataExportStatus(db: Database, userId: number) {
  const row = await findLatestExport(db, userId);
  return row ? viewOf(row) : null;
}

/**
 * A new copy of the user's data: a copy still waiting (being prepared or ready) is withdrawn, the
 * new one is queued in the same transaction and recorded in the security log.
 */
export async function requestDataExport(
  db: Database,
  jobs: JobQueue,
  audit: Auditor,
  storage: ObjectStorage,
  userId: number,
) {
  const { row, withdrawn } = await db.transaction(async (tx) => {
    const pending = await selectPendingExports(tx, userId);
    for (const record of pending) {
      await fireTransition(tx, {
        machine: dataExportMachine,
        target: dataExportStateColumn,
        record: { id: record.id, state: record.state },
        transition: 'expire',
        actor: { userId, roles: ['owner'] },
      });
    }
    const created = await insertExport(tx, userId);
    await jobs.send(privacyJobNames.prepare, { exportId: created.id }, { tx });
    await audit.record(tx, 'data_export_requested', { userId });
    return { row: created, withdrawn: pending.map((record) => record.id) };
  });
  await removeExportFiles(storage, withdrawn);
  return viewOf(row);
}

const removeExportFiles = (storage: ObjectStorage, ids: readonly number[]) =>
  ids.length > 0 ? storage.delete(ids.map(exportKey)) : Promise.resolve();

/**
 * The job that prepares a copy: gathers the rows and files, writes the ZIP to the data folder,
 * marks it ready, then mails a fresh one-time link (a retry after a failed e-mail sends a new
 * link; only the newest token works). Safe to run twice.
 */
export async function prepareExport(context: JobContext, exportId: number): Promise<void> {
  const { db, config, storage } = context;
  let record = await findExport(db, exportId);
  if (!record) return;
  if (record.state === 'preparing') {
    const recipient = await findRecipient(db, record.userId);
    if (!recipient || recipient.erasedAt) return;
    const archive = await buildArchive({
      storage,
      productName: config.productName,
      username: recipient.username,
      sections: await selectUserData(db, record.userId),
    });
    await storage.put(exportKey(exportId), archive, 'application/zip');
    const id = exportId;
    const state: DataExportState = record.state;
    const prepared = await db.transaction(async (tx) => {
      const current = await lockExport(tx, id);
      if (current?.state !== state) return false;
      await fireTransition(tx, {
        machine: dataExportMachine,
        target: dataExportStateColumn,
        record: { id, state },
        transition: 'prepare',
        actor: system,
      });
      const expiresAt = new Date(Date.now() + DATA_EXPORT_HOURS * HOUR_MS);
      await setExportReady(tx, id, { bytes: archive.byteLength, expiresAt });
      await context.jobs.send(
        privacyJobNames.expire,
        { exportId: id },
        { tx, startAfterSeconds: DATA_EXPORT_HOURS * 3600 },
      );
      return true;
    });
    // Withdrawn while it was being prepared: its file is not kept.
    if (!prepared) await removeExportFiles(storage, [id]);
    record = await findExport(db, exportId);
  }
  if (record?.state !== 'ready' || record.mailedAt) return;
  const recipient = await findRecipient(db, record.userId);
  if (!recipient || recipient.erasedAt) return;
  const token = randomToken();
  await setExportLink(db, record.id, sha256(token));
  const language = isLanguage(recipient.language) ? recipient.language : config.defaultLanguage;
  await context.mailer.send(
    composeExportEmail({
      to: recipient.email,
      username: recipient.username,
      language,
      productName: config.productName,
      link: publicPageUrl(config, language, `/data-export/${record.id}/${token}`),
    }),
  );
}

/** After its last retry: the copy could not be prepared; the user may ask again. */
export async function failExport(db: Database, storage: ObjectStorage, exportId: number) {
  await db.transaction(async (tx) => {
    const record = await lockExport(tx, exportId);
    if (record?.state !== 'preparing') return;
    await fireTransition(tx, {
      machine: dataExportMachine,
      target: dataExportStateColumn,
      record: { id: record.id, state: record.state },
      transition: 'fail',
      actor: system,
    });
  });
  await removeExportFiles(storage, [exportId]);
}

/** Seven days after it was ready: a copy not downloaded expires and its file goes. */
export async function expireExport(db: Database, storage: ObjectStorage, exportId: number) {
  await db.transaction(async (tx) => {
    const record = await lockExport(tx, exportId);
    if (record?.state !== 'ready') return;
    await fireTransition(tx, {
      machine: dataExportMachine,
      target: dataExportStateColumn,
      record: { id: record.id, state: record.state },
      transition: 'expire',
      actor: system,
    });
  });
  const record = await findExport(db, exportId);
  if (record?.state !== 'ready') await removeExportFiles(storage, [exportId]);
}

/** The user's own copy, ready, not expired, whose link token matches; else the same refusal. */
function usableExport(
  record: DataExportRow | null,
  userId: number,
  token: string,
): DataExportRow & { expiresAt: Date; bytes: number } {
  const works =
    record !== null &&
    record.userId === userId &&
    record.state === 'ready' &&
    record.tokenHash !== null &&
    safeEqual(record.tokenHash, sha256(token)) &&
    record.expiresAt !== null &&
    record.expiresAt.getTime() > Date.now() &&
    record.bytes !== null;
  if (!works) throw new AppError('data_export_link_invalid');
  return record as DataExportRow & { expiresAt: Date; bytes: number };
}

export const exportFileName = (productName: string, record: { readyAt: Date | null }) =>
  `${productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-data-${(record.readyAt ?? new Date()).toISOString().slice(0, 10)}.zip`;

export async function checkExportLink(
  db: Database,
  productName: string,
  userId: number,
  link: { id: number; token: string },
) {
  const record = usableExport(await findExport(db, link.id), userId, link.token);
  return {
    fileName: exportFileName(productName, record),
    bytes: record.bytes,
    expiresAt: record.expiresAt.toISOString(),
  };
}

/**
 * The download through the e-mailed link: the copy is marked downloaded (in the security log
 * too) before its bytes are read, so a link works once; the file is removed after it is sent.
 */
export async function takeExport(
  db: Database,
  audit: Auditor,
  storage: ObjectStorage,
  productName: string,
  userId: number,
  link: { id: number; token: string },
) {
  const record = await db.transaction(async (tx) => {
    const usable = usableExport(await lockExport(tx, link.id), userId, link.token);
    await fireTransition(tx, {
      machine: dataExportMachine,
      target: dataExportStateColumn,
      record: { id: usable.id, state: usable.state },
      transition: 'download',
      actor: { userId, roles: ['owner'] },
    });
    await setExportDownloaded(tx, usable.id);
    await audit.record(tx, 'data_exported', { userId });
    return usable;
  });
  const bytes = await storage.read(exportKey(record.id));
  if (!bytes) throw new AppError('data_export_link_invalid');
  await removeExportFiles(storage, [record.id]);
  return { fileName: exportFileName(productName, record), bytes };
}

/**
 * Erases the account (decisions.md, "erasure"), after its password: refused while a booking of
 * theirs is still open or a company they alone administer has other staff. In one transaction
 * the personal data is removed or anonymised and the erasure recorded; then the uploaded files
 * and prepared copies are deleted.
 */
export async function eraseAccount(
  db: Database,
  passwords: PasswordHasher,
  audit: Auditor,
  storage: ObjectStorage,
  userId: number,
  password: string,
) {
  await verifyCurrentPassword(db, passwords, userId, password);
  const { uploads, exportIds } = await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user || user.erasedAt) throw new AppError('auth_required');
    if ((await countOpenBookings(tx, userId)) > 0) throw new AppError('erase_open_bookings');
    if ((await countCompaniesLeftWithoutAdmin(tx, userId)) > 0) throw new AppError('last_admin');
    const urls = await selectUploadUrls(tx, userId);
    const exports = (await selectPendingExports(tx, userId)).map((record) => record.id);
    await eraseUserData(tx, userId);
    // The one row left of the account's log: that it was erased, when, and from where.
    await audit.record(tx, 'account_erased', { userId, actorId: userId });
    return { uploads: urls, exportIds: exports };
  });
  await deleteStoredImages(storage, uploads);
  await removeExportFiles(storage, exportIds);
}
