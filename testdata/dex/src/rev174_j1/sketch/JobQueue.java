package com.tallowbrook.salon.core;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.util.Log;
import org.json.JSONException;

/**
 * Accepted operations (§4.4) as rows of the jobs table, run one at a time by a worker thread that polls the table.
 * A job's change and its terminal state commit in one transaction, so a restart re-queues an interrupted job
 * without a duplicate effect.
 */
public final class JobQueue {
    public static final int STATE_QUEUED = 0;
    public static final int STATE_RUNNING = 1;
    public static final int STATE_SUCCEEDED = 2;
    public static final int STATE_FAILED = 3;
    public static final int STATE_CANCELLED = 4;
    private static final String TAG = "SalonJobs";
    private static final long POLL_MS = 2000L;
    private static final String[] COLUMNS = {"id", "uid", "request_id", "tool", "args", "args_digest", "state",
        "cancel_requested", "deadline_at", "outcome"};

    /** One row of the jobs table. */
    public static final class Job {
        public final String id;
        public final int uid;
        public final String requestId;
        public final String tool;
        public final String args;
        public final String argsDigest;
        public final int state;
        public final boolean cancelRequested;
        public final long deadlineAt;
        public final String outcome;

        Job(Cursor c) {
            id = c.getString(0);
            uid = c.getInt(1);
            requestId = c.getString(2);
            tool = c.getString(3);
            args = c.getString(4);
            argsDigest = c.getString(5);
            state = c.getInt(6);
            cancelRequested = c.getInt(7) != 0;
            deadlineAt = c.getLong(8);
            outcome = c.getString(9);
        }

        public boolean terminal() {
            return isTerminal(state);
        }
    }

    /** Runs a claimed job's tool; called on the worker thread inside the job's transaction. */
    public interface Runner {
        ToolCall.Result run(Job job) throws Exception;
    }

    /** The polling thread. */
    static final class Worker extends Thread {
        private final JobQueue queue;

        Worker(JobQueue queue, String name) {
            super(name);
            this.queue = queue;
        }

        @Override
        public void run() {
            queue.recoverInterrupted();
            while (!isInterrupted()) {
                boolean worked;
                try {
                    worked = queue.runNext();
                } catch (RuntimeException e) {
                    Log.w(TAG, "job loop", e);
                    worked = false;
                }
                if (!worked && !queue.await()) {
                    return;
                }
            }
        }
    }

    private final SalonDb db;
    private final String providerId;
    private final IdSource ids;
    private final Ledger ledger;
    private final Runner runner;
    private final Object signal = new Object();
    public final LiveValue<Integer> queued = new LiveValue<>(Integer.valueOf(0));

    public JobQueue(SalonDb db, String providerId, IdSource ids, Ledger ledger, Runner runner) {
        this.db = db;
        this.providerId = providerId;
        this.ids = ids;
        this.ledger = ledger;
        this.runner = runner;
        queued.observe(count -> wake());
    }

    public void start() {
        new Worker(this, "jobs-" + providerId).start();
    }

    public static String wireName(int state) {
        switch (state) {
            case STATE_QUEUED:
                return "queued";
            case STATE_RUNNING:
                return "running";
            case STATE_SUCCEEDED:
                return "succeeded";
            case STATE_FAILED:
                return "failed";
            case STATE_CANCELLED:
                return "cancelled";
            default:
                throw new IllegalArgumentException("state " + state);
        }
    }

    public static boolean isTerminal(int state) {
        return state == STATE_SUCCEEDED || state == STATE_FAILED || state == STATE_CANCELLED;
    }

    /**
     * Reserves the request in the ledger and queues the job, in one transaction; returns the operation id, or null
     * when a concurrent call with the same request_id got there first.
     */
    public String enqueue(ToolCall call, long deadlineAt) throws JSONException {
        String id = ids.operationId();
        SQLiteDatabase sql = db.getWritableDatabase();
        sql.beginTransaction();
        try {
            if (ledger.replay(sql, call).kind != Ledger.REPLAY_FRESH) {
                return null;
            }
            ledger.reserveAccepted(sql, call, id);
            ContentValues row = new ContentValues();
            row.put("id", id);
            row.put("provider_id", providerId);
            row.put("uid", Integer.valueOf(call.uid));
            row.put("request_id", call.requestId);
            row.put("tool", call.tool);
            row.put("args", call.args.toString());
            row.put("args_digest", call.argsDigest);
            row.put("state", Integer.valueOf(STATE_QUEUED));
            row.put("deadline_at", Long.valueOf(deadlineAt));
            row.put("created_at", Long.valueOf(System.currentTimeMillis()));
            sql.insertOrThrow("jobs", null, row);
            sql.setTransactionSuccessful();
        } finally {
            sql.endTransaction();
        }
        queued.set(Integer.valueOf(countQueued()));
        return id;
    }

    /** The job with this id in this provider, whoever created it. */
    public Job find(String id) {
        Cursor c = db.getReadableDatabase().query("jobs", COLUMNS, "id = ? AND provider_id = ?",
                new String[] {id, providerId}, null, null, null);
        try {
            return c.moveToFirst() ? new Job(c) : null;
        } finally {
            c.close();
        }
    }

    /** Marks a queued or running job for cancellation; false when it already reached a terminal state. */
    public boolean requestCancel(String id) {
        ContentValues row = new ContentValues();
        row.put("cancel_requested", Integer.valueOf(1));
        int changed = db.getWritableDatabase().update("jobs", row, "id = ? AND provider_id = ? AND state IN (?, ?)",
                new String[] {id, providerId, Integer.toString(STATE_QUEUED), Integer.toString(STATE_RUNNING)});
        return changed == 1;
    }

    boolean runNext() {
        Job job = claimNext();
        if (job == null) {
            return false;
        }
        if (job.cancelRequested) {
            finish(db.getWritableDatabase(), job.id, STATE_CANCELLED, null);
            return true;
        }
        String failure = "DEADLINE_EXCEEDED";
        if (System.currentTimeMillis() < job.deadlineAt) {
            SQLiteDatabase sql = db.getWritableDatabase();
            sql.beginTransaction();
            try {
                ToolCall.Result result = runner.run(job);
                if (result.isOk()) {
                    finish(sql, job.id, STATE_SUCCEEDED, result.encode());
                    sql.setTransactionSuccessful();
                    failure = null;
                } else {
                    failure = result.errorCode;
                }
            } catch (Exception e) {
                Log.w(TAG, "operation " + job.id + " failed", e);
                failure = "INTERNAL_ERROR";
            } finally {
                sql.endTransaction();
            }
        }
        if (failure != null) {
            finish(db.getWritableDatabase(), job.id, STATE_FAILED, "!" + failure);
        }
        return true;
    }

    private Job claimNext() {
        SQLiteDatabase sql = db.getWritableDatabase();
        sql.beginTransaction();
        try {
            Cursor c = sql.query("jobs", COLUMNS, "provider_id = ? AND state = ?",
                    new String[] {providerId, Integer.toString(STATE_QUEUED)}, null, null, "created_at", "1");
            Job job;
            try {
                job = c.moveToFirst() ? new Job(c) : null;
            } finally {
                c.close();
            }
            if (job != null && !job.cancelRequested) {
                ContentValues row = new ContentValues();
                row.put("state", Integer.valueOf(STATE_RUNNING));
                sql.update("jobs", row, "id = ?", new String[] {job.id});
            }
            sql.setTransactionSuccessful();
            return job;
        } finally {
            sql.endTransaction();
        }
    }

    private void finish(SQLiteDatabase sql, String id, int state, String outcome) {
        ContentValues row = new ContentValues();
        row.put("state", Integer.valueOf(state));
        row.put("outcome", outcome);
        sql.update("jobs", row, "id = ?", new String[] {id});
    }

    /** A job left running by a killed process never committed its change: run it again. */
    void recoverInterrupted() {
        ContentValues row = new ContentValues();
        row.put("state", Integer.valueOf(STATE_QUEUED));
        db.getWritableDatabase().update("jobs", row, "provider_id = ? AND state = ?",
                new String[] {providerId, Integer.toString(STATE_RUNNING)});
    }

    private int countQueued() {
        Cursor c = db.getReadableDatabase().query("jobs", new String[] {"id"}, "provider_id = ? AND state = ?",
                new String[] {providerId, Integer.toString(STATE_QUEUED)}, null, null, null);
        try {
            return c.getCount();
        } finally {
            c.close();
        }
    }

    private void wake() {
        synchronized (signal) {
            signal.notifyAll();
        }
    }

    boolean await() {
        synchronized (signal) {
            try {
                signal.wait(POLL_MS);
                return true;
            } catch (InterruptedException e) {
                return false;
            }
        }
    }
}
