package com.lumenframe.studio.ops;

import java.io.File;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import org.json.JSONObject;

/**
 * One background execution (§4.4). The state only moves forward, by compareAndSet: QUEUED → RUNNING →
 * SUCCEEDED / FAILED / CANCELLED, or QUEUED → CANCELLED when a cancel arrives before a thread picks it up.
 */
public final class Operation {
    public final String id;
    public final int ownerUid;
    public final String requestId;
    public final String tool;
    public final String argsDigest;
    public final long createdAtMs;
    public final Progress progress = new Progress();

    private final AtomicReference<OperationState> state = new AtomicReference<>(OperationState.QUEUED);
    private volatile JSONObject resultValue;
    private volatile File resultFile;
    private volatile String mediaType;
    private volatile String errorCode;
    private volatile Future<?> task;
    private volatile CompletableFuture<WorkResult> completion;

    public Operation(String id, int ownerUid, String requestId, String tool, String argsDigest, long createdAtMs) {
        this.id = id;
        this.ownerUid = ownerUid;
        this.requestId = requestId;
        this.tool = tool;
        this.argsDigest = argsDigest;
        this.createdAtMs = createdAtMs;
    }

    public OperationState state() {
        return state.get();
    }

    public JSONObject resultValue() {
        return resultValue;
    }

    public File resultFile() {
        return resultFile;
    }

    public String mediaType() {
        return mediaType;
    }

    public String errorCode() {
        return errorCode;
    }

    public CompletableFuture<WorkResult> completion() {
        return completion;
    }

    void attach(Future<?> task, CompletableFuture<WorkResult> completion) {
        this.task = task;
        this.completion = completion;
    }

    boolean start() {
        return state.compareAndSet(OperationState.QUEUED, OperationState.RUNNING);
    }

    boolean succeed(WorkResult result) {
        resultValue = result.value;
        resultFile = result.file;
        mediaType = result.mediaType;
        return state.compareAndSet(OperationState.RUNNING, OperationState.SUCCEEDED);
    }

    boolean fail(String code) {
        OperationState s = state.get();
        while (!s.terminal()) {
            if (state.compareAndSet(s, OperationState.FAILED)) {
                errorCode = code;
                return true;
            }
            s = state.get();
        }
        return false;
    }

    boolean markCancelled() {
        OperationState s = state.get();
        while (!s.terminal()) {
            if (state.compareAndSet(s, OperationState.CANCELLED)) {
                return true;
            }
            s = state.get();
        }
        return false;
    }

    /**
     * Cooperative cancellation: a queued operation is cancelled at once; a running one gets its flag set and
     * its thread interrupted, and reaches CANCELLED when the worker stops. False once terminal.
     */
    boolean requestCancel() {
        if (state.compareAndSet(OperationState.QUEUED, OperationState.CANCELLED)) {
            Future<?> t = task;
            if (t != null) {
                t.cancel(false);
            }
            return true;
        }
        if (state.get() != OperationState.RUNNING) {
            return false;
        }
        progress.requestCancel();
        Future<?> t = task;
        if (t != null) {
            t.cancel(true);
        }
        return true;
    }

    /** Restores a row of the durable table. */
    void restore(OperationState s, JSONObject value, File file, String media, String code) {
        state.set(s);
        resultValue = value;
        resultFile = file;
        mediaType = media;
        errorCode = code;
    }
}
