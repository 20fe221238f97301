package com.halyard.vault.jobs;

import android.app.Service;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.os.Handler;
import android.os.HandlerThread;
import android.os.IBinder;
import android.os.Message;
import android.util.Log;
import com.halyard.vault.archive.ArchiveDesk;
import com.halyard.vault.archive.SnapshotRunner;
import com.halyard.vault.reports.ReportDesk;
import com.halyard.vault.reports.ReportRunner;
import java.io.IOException;

/** Runs the durable jobs one at a time: a Handler loop on its own thread claims the next pending operation. */
public final class JobWorkerService extends Service {
    private static final String TAG = "VaultJobs";
    public static final String ACTION_WAKE = "com.halyard.vault.jobs.WAKE";
    public static final String ACTION_CANCEL = "com.halyard.vault.jobs.CANCEL";
    public static final String EXTRA_OP = "op_id";
    static final int NOTIFICATION_ID = 41;
    private static final int MSG_CLAIM = 1;
    private static final int MSG_CANCEL = 2;

    private HandlerThread thread;
    private Handler handler;
    private OperationRepository repository;
    private JobNotifications notifications;

    /** Starts the worker (or nudges the running one) after a job was inserted. */
    public static void wake(Context context) {
        context.startForegroundService(new Intent(context, JobWorkerService.class).setAction(ACTION_WAKE));
    }

    @Override
    public void onCreate() {
        super.onCreate();
        repository = new OperationRepository(VaultDb.get(this));
        notifications = new JobNotifications(this);
        thread = new HandlerThread("vault-jobs");
        thread.start();
        handler = new Handler(thread.getLooper(), msg -> handle(msg));
        handler.post(() -> recover());
    }

    @Override
    public int onStartCommand(Intent intent, int flags, int startId) {
        startForeground(NOTIFICATION_ID, notifications.idle());
        if (intent != null && ACTION_CANCEL.equals(intent.getAction())) {
            handler.sendMessage(handler.obtainMessage(MSG_CANCEL, intent.getStringExtra(EXTRA_OP)));
        } else {
            handler.sendEmptyMessage(MSG_CLAIM);
        }
        return START_NOT_STICKY;
    }

    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }

    @Override
    public void onDestroy() {
        thread.quitSafely();
        super.onDestroy();
    }

    private void recover() {
        int failed = repository.recoverInterrupted();
        if (failed > 0) {
            Log.w(TAG, failed + " interrupted job(s) marked failed");
        }
    }

    private boolean handle(Message msg) {
        switch (msg.what) {
            case MSG_CLAIM:
                claimNext();
                return true;
            case MSG_CANCEL:
                cancelFromNotification((String) msg.obj);
                return true;
            default:
                return false;
        }
    }

    private void claimNext() {
        OperationRow op = repository.claimNext();
        if (op == null) {
            stopForeground(true);
            stopSelf();
            return;
        }
        notifications.show(op);
        runOne(op);
        handler.sendEmptyMessage(MSG_CLAIM);
    }

    private void runOne(OperationRow op) {
        try {
            JobRunner.Result result = runnerFor(op).run(op,
                    (current, total, message) -> checkpoint(op, current, total, message));
            settle(op, OpStatus.SUCCEEDED, OperationRepository.success(result));
        } catch (JobRunner.Cancelled e) {
            settle(op, OpStatus.CANCELLED, new ContentValues());
        } catch (IOException e) {
            Log.w(TAG, "operation " + op.opId + " could not reach storage", e);
            settle(op, OpStatus.FAILED, OperationRepository.failure("UNAVAILABLE",
                    "Storage was not available; try again later"));
        } catch (Exception e) {
            Log.e(TAG, "operation " + op.opId + " failed", e);
            settle(op, OpStatus.FAILED, OperationRepository.failure("INTERNAL_ERROR",
                    "The job stopped before it finished"));
        }
    }

    private JobRunner runnerFor(OperationRow op) {
        switch (op.provider) {
            case ArchiveDesk.PROVIDER_ID:
                return new SnapshotRunner(this);
            case ReportDesk.PROVIDER_ID:
                return new ReportRunner(this);
            default:
                throw new IllegalStateException("no runner for " + op.provider);
        }
    }

    private void checkpoint(OperationRow op, int current, int total, String message) throws JobRunner.Cancelled {
        repository.progress(op.opId, current, total, message);
        if (repository.cancelRequested(op.opId)) {
            throw new JobRunner.Cancelled();
        }
    }

    /** Writes the outcome; when a cancel request moved the version on, reads the row again and retries. */
    private void settle(OperationRow op, OpStatus to, ContentValues outcome) {
        OperationRow current = op;
        for (int attempt = 0; attempt < 3 && current != null && !current.status.terminal(); attempt++) {
            if (repository.transition(current, to, outcome)) {
                notifications.finished(current, to);
                return;
            }
            current = repository.find(op.opId);
        }
        Log.w(TAG, "operation " + op.opId + " was settled elsewhere");
    }

    private void cancelFromNotification(String opId) {
        OperationRow row = opId == null ? null : repository.find(opId);
        if (row == null || row.status.terminal()) {
            return;
        }
        boolean applied = row.status == OpStatus.PENDING
                ? repository.transition(row, OpStatus.CANCELLED, new ContentValues())
                : repository.requestCancel(row);
        Log.i(TAG, "cancel of " + opId + " from the notification " + (applied ? "recorded" : "lost a race"));
    }
}
