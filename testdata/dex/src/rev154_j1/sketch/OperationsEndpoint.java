package com.halyard.vault.jobs;

import android.content.ContentValues;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.halyard.vault.cetp.Call;
import com.halyard.vault.cetp.Caller;
import com.halyard.vault.cetp.Replies;
import com.halyard.vault.cetp.Sessions;
import java.io.File;
import java.io.FileNotFoundException;
import org.json.JSONException;
import org.json.JSONObject;

/** get_operation and cancel_operation over the operations table, shared by both providers. */
public final class OperationsEndpoint {
    private static final String TAG = "VaultOperations";
    public static final long POLL_AFTER_MS = 1500L;

    private final OperationRepository repository;

    public OperationsEndpoint(OperationRepository repository) {
        this.repository = repository;
    }

    public Bundle get(Caller caller, Sessions.Session session, String requestId, Bundle extras)
            throws JSONException {
        if (deadlinePassed(extras)) {
            return Replies.error(requestId, "DEADLINE_EXCEEDED", "The deadline passed before the call started", false);
        }
        String opId = extras.getString("operation_id");
        OperationRow row = opId == null ? null : repository.find(opId);
        if (row == null || row.ownerUid != caller.uid || !row.requestId.equals(requestId)) {
            return Replies.error(requestId, "INVALID_REQUEST", "No such operation for this caller and request", false);
        }
        JSONObject data = new JSONObject().put("operation_id", row.opId).put("state", row.status.wire);
        ParcelFileDescriptor fd = null;
        switch (row.status) {
            case PENDING:
            case RUNNING:
                data.put("progress", new JSONObject()
                        .put("current", row.progress)
                        .put("total", row.progressTotal)
                        .put("message", row.progressText == null ? "Waiting" : row.progressText));
                data.put("poll_after_ms", POLL_AFTER_MS);
                break;
            case SUCCEEDED:
                if (row.resultPath == null) {
                    data.put("result", new JSONObject().put("kind", "inline").put("value",
                            new JSONObject(row.resultJson)));
                    break;
                }
                if (!session.has("large_results")) {
                    return Replies.error(requestId, "RESULT_TOO_LARGE", "The result is a file; negotiate large_results",
                            false);
                }
                try {
                    fd = ResultFiles.openForConsumer(new File(row.resultPath));
                } catch (FileNotFoundException e) {
                    Log.w(TAG, "result of " + row.opId + " is gone", e);
                    return Replies.error(requestId, "RESULT_EXPIRED", "The result file is no longer kept", false);
                }
                data.put("result", new JSONObject()
                        .put("kind", "file")
                        .put("media_type", row.mediaType)
                        .put("size_bytes", row.resultSize)
                        .put("sha256", row.resultSha256));
                break;
            case FAILED:
                data.put("error", new JSONObject()
                        .put("error_code", row.errorCode)
                        .put("error_message", row.errorText)
                        .put("retryable", "UNAVAILABLE".equals(row.errorCode)));
                break;
            default:
                break;
        }
        Bundle reply = Replies.success(requestId, data.toString());
        if (fd != null) {
            reply.putParcelable("result_fd", fd);
        }
        return reply;
    }

    public Bundle cancel(Caller caller, String requestId, Bundle extras) throws JSONException {
        if (deadlinePassed(extras)) {
            return Replies.error(requestId, "DEADLINE_EXCEEDED", "The deadline passed before the call started", false);
        }
        String opId = extras.getString("operation_id");
        OperationRow row = opId == null ? null : repository.find(opId);
        if (row == null) {
            return Replies.error(requestId, "INVALID_REQUEST", "No such operation", false);
        }
        Log.i(TAG, caller + " asks to cancel " + row.tool + " " + opId);
        for (int attempt = 0; attempt < 3 && row != null; attempt++) {
            if (row.status == OpStatus.CANCELLED || row.cancelRequested) {
                return cancellationRequested(requestId, opId);
            }
            if (row.status.terminal()) {
                return Replies.error(requestId, "CONFLICT", "The operation has already finished", false);
            }
            boolean applied = row.status == OpStatus.PENDING
                    ? repository.transition(row, OpStatus.CANCELLED, new ContentValues())
                    : repository.requestCancel(row);
            if (applied) {
                return cancellationRequested(requestId, opId);
            }
            row = repository.find(opId);
        }
        return Replies.error(requestId, "CONFLICT", "The operation is changing; try again", true);
    }

    private static Bundle cancellationRequested(String requestId, String opId) throws JSONException {
        return Replies.success(requestId, new JSONObject()
                .put("operation_id", opId)
                .put("state", "cancellation_requested")
                .toString());
    }

    /** An execute_tool retry: the same operation again, or INVALID_REQUEST when the request id meant another call. */
    public static Bundle replay(OperationRow prior, Call call) throws JSONException {
        if (!prior.tool.equals(call.spec.name) || !prior.argsDigest.equals(call.argsDigest())) {
            return Replies.error(call.requestId, "INVALID_REQUEST", "This request_id was used for another call", false);
        }
        return Replies.accepted(call.requestId, prior.opId, POLL_AFTER_MS);
    }

    private static boolean deadlinePassed(Bundle extras) {
        long deadline = extras.getLong("deadline_at_ms", 0L);
        return deadline <= 0L || deadline <= System.currentTimeMillis();
    }
}
