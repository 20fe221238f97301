package com.relaykit.home.routines;

import com.relaykit.home.cetp.CetpError;
import com.relaykit.home.cetp.CetpV2ContentProvider;
import com.relaykit.home.cetp.Replies;
import com.relaykit.home.core.Tokens;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/** Background runs of routines (§4.4): a small state machine per operation, answered by get/cancel_operation. */
public final class OperationBoard implements CetpV2ContentProvider.Operations {
    private static final int POLL_AFTER_MS = 1000;

    /** The §4.4 states. */
    public enum State {
        QUEUED, RUNNING, SUCCEEDED, FAILED, CANCELLED
    }

    private static final Map<State, Set<State>> TRANSITIONS = new EnumMap<>(State.class);

    static {
        TRANSITIONS.put(State.QUEUED, EnumSet.of(State.RUNNING, State.CANCELLED));
        TRANSITIONS.put(State.RUNNING, EnumSet.of(State.SUCCEEDED, State.FAILED, State.CANCELLED));
        TRANSITIONS.put(State.SUCCEEDED, EnumSet.noneOf(State.class));
        TRANSITIONS.put(State.FAILED, EnumSet.noneOf(State.class));
        TRANSITIONS.put(State.CANCELLED, EnumSet.noneOf(State.class));
    }

    /** One background execution, owned by the UID and request_id that started it. */
    public static final class Operation {
        final String id;
        final int uid;
        final String requestId;
        final String tool;
        State state = State.QUEUED;
        boolean cancelRequested;
        JSONObject result;
        String errorCode;

        Operation(String id, int uid, String requestId, String tool) {
            this.id = id;
            this.uid = uid;
            this.requestId = requestId;
            this.tool = tool;
        }

        public String id() {
            return id;
        }
    }

    private final Map<String, Operation> operations = new ConcurrentHashMap<>();

    public Operation open(int uid, String requestId, String tool) {
        Operation op = new Operation("op_" + Tokens.random(16), uid, requestId, tool);
        operations.put(op.id, op);
        return op;
    }

    synchronized boolean move(Operation op, State to) {
        if (!TRANSITIONS.get(op.state).contains(to)) {
            return false;
        }
        op.state = to;
        return true;
    }

    /** Called by the worker just before the side effect: a requested cancellation wins if it came first. */
    synchronized boolean stopIfCancelled(Operation op) {
        return op.cancelRequested && move(op, State.CANCELLED);
    }

    synchronized void succeed(Operation op, JSONObject value) {
        if (move(op, State.SUCCEEDED)) {
            op.result = value;
        }
    }

    synchronized void fail(Operation op, String code) {
        if (move(op, State.FAILED)) {
            op.errorCode = code;
        }
    }

    @Override
    public synchronized JSONObject status(int uid, String requestId, String operationId)
            throws CetpError, JSONException {
        Operation op = lookup(uid, requestId, operationId);
        JSONObject data = new JSONObject();
        data.put("operation_id", op.id);
        switch (op.state) {
            case QUEUED:
                data.put("state", "queued");
                data.put("poll_after_ms", POLL_AFTER_MS);
                break;
            case RUNNING:
                data.put("state", "running");
                data.put("poll_after_ms", POLL_AFTER_MS);
                break;
            case SUCCEEDED:
                data.put("state", "succeeded");
                data.put("result", Replies.inlineData(op.result));
                break;
            case FAILED:
                data.put("state", "failed");
                data.put("error", Replies.errorObject(op.errorCode));
                break;
            default:
                data.put("state", "cancelled");
                break;
        }
        return data;
    }

    @Override
    public synchronized JSONObject cancel(int uid, String requestId, String operationId)
            throws CetpError, JSONException {
        Operation op = lookup(uid, requestId, operationId);
        switch (op.state) {
            case QUEUED:
                move(op, State.CANCELLED);
                break;
            case RUNNING:
                op.cancelRequested = true;
                break;
            case SUCCEEDED:
            case FAILED:
                throw new CetpError("CONFLICT");
            default:
                break;
        }
        JSONObject data = new JSONObject();
        data.put("operation_id", op.id);
        data.put("state", "cancellation_requested");
        return data;
    }

    private Operation lookup(int uid, String requestId, String operationId) throws CetpError {
        Operation op = operationId == null ? null : operations.get(operationId);
        if (op == null || op.uid != uid || !op.requestId.equals(requestId)) {
            throw new CetpError("INVALID_REQUEST");
        }
        return op;
    }
}
