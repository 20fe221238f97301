package com.hearthboard.inbox;

import com.hearthboard.cetp.Envelopes;
import com.hearthboard.cetp.SessionStore;
import com.hearthboard.cetp.ToolRequest;
import com.hearthboard.cetp.ToolSpec;
import com.hearthboard.rx.CompositeDisposable;
import com.hearthboard.rx.Disposable;
import com.hearthboard.rx.Function;
import com.hearthboard.rx.Schedulers;
import com.hearthboard.rx.Single;

import org.json.JSONException;
import org.json.JSONObject;

import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Request-id deduplication and background operations of the inbox tools: one record per (UID, request_id) holding
 * the tool, the args digest, the state and the outcome.
 */
public final class InboxOperations {
    private final ConcurrentHashMap<String, Operation> byRequest = new ConcurrentHashMap<>();
    private final CompositeDisposable running = new CompositeDisposable();

    public static final class Operation {
        public final String id;
        final int uid;
        final String tool;
        final String argsDigest;
        volatile String state = "queued";
        volatile JSONObject result;
        volatile String errorCode;
        volatile boolean cancelRequested;
        Disposable task;

        Operation(String id, int uid, String tool, String argsDigest) {
            this.id = id;
            this.uid = uid;
            this.tool = tool;
            this.argsDigest = argsDigest;
        }

        Boolean isCancelRequested() {
            return cancelRequested;
        }

        void succeed(JSONObject value) {
            result = value;
            state = "succeeded";
        }

        void fail(String code) {
            errorCode = code;
            state = "CANCELLED".equals(code) ? "cancelled" : "failed";
        }

        boolean terminal() {
            return "succeeded".equals(state) || "failed".equals(state) || "cancelled".equals(state);
        }

        public JSONObject toJson() throws JSONException {
            JSONObject out = new JSONObject().put("operation_id", id).put("state", state);
            if ("succeeded".equals(state)) {
                out.put("result", new JSONObject().put("kind", "inline").put("value", result));
            } else if ("failed".equals(state)) {
                out.put("error", Envelopes.errorObject(errorCode));
            } else if (!terminal()) {
                out.put("poll_after_ms", 2000);
            }
            return out;
        }
    }

    private static String key(int uid, String requestId) {
        return uid + "/" + requestId;
    }

    Operation register(ToolRequest request, ToolSpec tool) throws Envelopes.Failure {
        String digest = SessionStore.sha256Hex(request.args);
        Operation fresh = new Operation("op_" + SessionStore.newToken(12), request.uid, tool.name, digest);
        Operation existing = byRequest.putIfAbsent(key(request.uid, request.requestId), fresh);
        if (existing == null) {
            return fresh;
        }
        if (!existing.tool.equals(tool.name) || !existing.argsDigest.equals(digest)) {
            throw new Envelopes.Failure("INVALID_REQUEST", "request id reused with other content");
        }
        return existing;
    }

    /** Runs a synchronous mutation at most once per request id and replays its outcome afterwards. */
    public Single<JSONObject> once(ToolRequest request, ToolSpec tool, Single<JSONObject> work) {
        return Single.defer(() -> {
            Operation op = register(request, tool);
            synchronized (op) {
                if ("succeeded".equals(op.state)) {
                    return Single.just(op.result);
                }
                if (op.terminal()) {
                    return Single.error(new Envelopes.Failure(op.errorCode, "replayed outcome"));
                }
                op.state = "running";
                try {
                    JSONObject value = work.blockingGet();
                    op.succeed(value);
                    return Single.just(value);
                } catch (RuntimeException e) {
                    op.fail(Envelopes.codeFor(e));
                    throw e;
                }
            }
        });
    }

    /** Starts a background mutation on the io pool; a retry with the same request id gets the same operation. */
    public Operation start(ToolRequest request, ToolSpec tool, Function<Callable<Boolean>, Single<JSONObject>> workFor)
            throws Envelopes.Failure {
        Operation op = register(request, tool);
        synchronized (op) {
            if (op.task != null || !"queued".equals(op.state)) {
                return op;
            }
            op.state = "running";
            op.task = Single.defer(() -> workFor.apply(op::isCancelRequested))
                    .subscribeOn(Schedulers.io())
                    .observeOn(Schedulers.mainThread())
                    .subscribe(op::succeed, error -> op.fail(Envelopes.codeFor(error)));
            running.add(op.task);
        }
        return op;
    }

    /** The operation this UID created under this request id, if the operation id matches. */
    public Operation find(int uid, String requestId, String operationId) {
        Operation op = byRequest.get(key(uid, requestId));
        if (op == null || op.uid != uid || !op.id.equals(operationId)) {
            return null;
        }
        return op;
    }

    /** Asks a running operation to stop; false when it already reached a terminal state. */
    public boolean requestCancel(Operation op) {
        synchronized (op) {
            if (op.terminal()) {
                return false;
            }
            op.cancelRequested = true;
            return true;
        }
    }

    public void shutdown() {
        running.dispose();
    }
}
