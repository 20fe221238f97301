package com.lumenframe.studio.ops;

import android.util.Log;
import com.lumenframe.studio.cetp.CetpException;
import com.lumenframe.studio.cetp.ToolCall;
import java.io.File;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Runs tool executions as operations: one per (calling UID, request_id), on the provider's pool, with
 * the state machine of {@link Operation}, a watchdog on the scheduler, and a sweep of expired operations.
 */
public final class OperationManager {
    private static final String TAG = "Operations";
    /** Operations are kept for at least the idempotency window (86400 s) plus a day. */
    public static final long RETENTION_MS = TimeUnit.DAYS.toMillis(2);
    private static final long WATCHDOG_MS = TimeUnit.MINUTES.toMillis(30);

    private final OperationTable table;
    private final IdSource ids;
    private final ExecutorService pool;
    private final ScheduledExecutorService scheduler;
    private final File workRoot;

    public OperationManager(OperationTable table, IdSource ids, ExecutorService pool,
            ScheduledExecutorService scheduler, File workRoot) {
        this.table = table;
        this.ids = ids;
        this.pool = pool;
        this.scheduler = scheduler;
        this.workRoot = workRoot;
        scheduler.scheduleWithFixedDelay(this::sweep, 1L, 60L, TimeUnit.MINUTES);
    }

    public Operation find(String operationId) {
        return table.byId(operationId);
    }

    /**
     * The operation of this call: the one the same UID already started under the same request_id (it must
     * be the same tool and the same argument bytes), or a new one queued on the pool.
     */
    public synchronized Operation startOrJoin(ToolCall call, Worker worker) throws CetpException {
        Operation seen = table.byRequest(call.uid, call.requestId);
        if (seen != null) {
            if (!seen.tool.equals(call.toolName) || !seen.argsDigest.equals(call.argsDigest)) {
                throw new CetpException("INVALID_REQUEST");
            }
            return seen;
        }
        Operation op = new Operation(ids.next(), call.uid, call.requestId, call.toolName, call.argsDigest,
                System.currentTimeMillis());
        table.insert(op);
        WorkContext ctx = new WorkContext(op.id, call.args, op.progress, new File(workRoot, op.id), call.uid);
        CompletableFuture<WorkResult> done = new CompletableFuture<>();
        Future<?> task = pool.submit(() -> {
            try {
                done.complete(runWorker(op, worker, ctx));
            } catch (Throwable t) {
                done.completeExceptionally(t);
            }
        });
        CompletableFuture<WorkResult> settled = done
                .thenApply(result -> checkResult(op, result))
                .whenComplete((result, error) -> settle(op, result, error));
        op.attach(task, settled);
        scheduler.schedule(() -> watchdog(op), WATCHDOG_MS, TimeUnit.MILLISECONDS);
        return op;
    }

    private WorkResult runWorker(Operation op, Worker worker, WorkContext ctx) throws Exception {
        if (!op.start()) {
            throw new CancellationException("cancelled while queued");
        }
        table.update(op);
        if (!ctx.workDir.isDirectory() && !ctx.workDir.mkdirs()) {
            throw new CetpException("UNAVAILABLE");
        }
        return worker.run(ctx);
    }

    private WorkResult checkResult(Operation op, WorkResult result) {
        if (result.file != null && !result.file.isFile()) {
            throw new CompletionException(new CetpException("INTERNAL_ERROR"));
        }
        op.progress.advance("Done");
        return result;
    }

    private void settle(Operation op, WorkResult result, Throwable error) {
        if (error == null) {
            op.succeed(result);
        } else {
            Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
            if (cause instanceof CancellationException || cause instanceof InterruptedException) {
                op.markCancelled();
            } else if (cause instanceof CetpException) {
                op.fail(((CetpException) cause).code);
            } else {
                Log.w(TAG, "operation " + op.id + " of " + op.tool + " failed", cause);
                op.fail("INTERNAL_ERROR");
            }
        }
        table.update(op);
    }

    /** cancel_operation: true when the request was recorded (the operation was queued or running). */
    public boolean requestCancel(Operation op) {
        boolean accepted = op.requestCancel();
        if (accepted) {
            table.update(op);
        }
        return accepted;
    }

    private void watchdog(Operation op) {
        if (!op.state().terminal()) {
            Log.w(TAG, "operation " + op.id + " overran; cancelling", null);
            op.requestCancel();
        }
    }

    private void sweep() {
        table.expire(System.currentTimeMillis() - RETENTION_MS);
    }
}
