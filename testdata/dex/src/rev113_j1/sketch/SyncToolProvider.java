package com.kiteframe.sync;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.kiteframe.auth.Confirmations;
import com.kiteframe.auth.ConsumerGrants;
import com.kiteframe.data.KiteDb;
import com.kiteframe.ops.AuditLog;
import com.kiteframe.ops.Digests;
import com.kiteframe.ops.JournaledExecutor;
import com.kiteframe.ops.Operation;
import com.kiteframe.ops.OperationStore;
import com.kiteframe.ui.ConfirmRemoteDeleteActivity;
import java.io.IOException;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Cloud sync tools, written before the SDK base class existed: call() is hand-written, the tool bodies use the
 * SDK's request/result types and the app's journaled mutation executor.
 */
public final class SyncToolProvider extends ContentProvider {
    private static final String TAG = "SyncTools";
    private static final ExecutorService WORKERS = Executors.newFixedThreadPool(2);

    private static final String PROVIDER_INFO = "{\"provider_id\":\"com.kiteframe\",\"provider_name\":\"KiteFrame Sync\","
            + "\"description\":\"Back up KiteFrame albums to the KiteFrame cloud\",\"scopes\":["
            + "{\"name\":\"sync.read\",\"title\":\"See sync state\",\"description\":\"Read sync runs\","
            + "\"access\":\"read\",\"sensitivity\":\"personal\"},"
            + "{\"name\":\"sync.write\",\"title\":\"Run and undo backups\",\"description\":\"Start syncs, delete cloud copies\","
            + "\"access\":\"write\",\"sensitivity\":\"personal\"}]}";

    private static final String TOOLS_JSON = "{\"revision\":\"sync-7\",\"tools\":["
            + "{\"name\":\"sync_status\",\"description\":\"Last sync time of each folder\","
            + "\"input_schema\":{\"type\":\"object\",\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"folders\":{\"type\":\"array\"}},\"required\":[\"folders\"]},"
            + "\"scopes\":[\"sync.read\"],"
            + "\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},"
            + "{\"name\":\"sync_history\",\"description\":\"Sync runs of the caller in one state\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"state\":{\"type\":\"string\"}},\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"operations\":{\"type\":\"array\"}},\"required\":[\"operations\"]},"
            + "\"scopes\":[\"sync.read\"],"
            + "\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},"
            + "{\"name\":\"start_sync\",\"description\":\"Back up one folder to the cloud\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"}},\"required\":[\"folder\"],"
            + "\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"}},\"required\":[\"folder\"]},"
            + "\"scopes\":[\"sync.write\"],"
            + "\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"idempotent\":true,\"open_world\":true,"
            + "\"confirmation\":\"provider_policy\",\"execution\":\"sync_or_async\"}},"
            + "{\"name\":\"delete_remote_copy\",\"description\":\"Delete the cloud copy of an album\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"album_id\":{\"type\":\"string\"},\"dry_run\":{\"type\":\"boolean\"}},"
            + "\"required\":[\"album_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"album_id\":{\"type\":\"string\"}},\"required\":[\"album_id\"]},"
            + "\"scopes\":[\"sync.write\"],"
            + "\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,\"open_world\":true,"
            + "\"confirmation\":\"always\",\"execution\":\"sync_or_async\"}}]}";

    private final AtomicLong syncSequence = new AtomicLong(System.currentTimeMillis());
    private final Sessions sessions = new Sessions();
    private final CloudClient cloud = new CloudClient();
    private KiteDb db;
    private OperationStore operations;
    private JournaledExecutor journal;
    private ConsumerGrants grants;
    private Confirmations confirmations;
    private AuditLog audit;

    @Override
    public boolean onCreate() {
        db = new KiteDb(getContext());
        operations = new OperationStore(db);
        journal = new JournaledExecutor(db);
        grants = new ConsumerGrants(db, getContext().getPackageManager());
        confirmations = Confirmations.shared();
        audit = new AuditLog(db);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String caller = getCallingPackage();
        Bundle ex = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            return negotiate(uid, ex);
        }
        String requestId = ex.getString("request_id");
        if (ex.getInt("protocol_version", 0) != 2) {
            return Replies.error("UNSUPPORTED_VERSION", "this provider serves CETP v2 only", requestId);
        }
        if (!sessions.isValid(ex.getString("session_token"), uid)) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first", requestId);
        }
        switch (method) {
            case "get_provider_info":
                return Replies.success(requestId, PROVIDER_INFO);
            case "list_tools":
                return Replies.success(requestId, TOOLS_JSON);
            case "execute_tool":
                return executeTool(uid, caller, ex, requestId);
            case "get_operation":
                return getOperation(uid, ex, requestId);
            case "cancel_operation":
                return cancelOperation(uid, ex, requestId);
            default:
                return Replies.error("METHOD_NOT_FOUND", "unknown method", requestId);
        }
    }

    private Bundle negotiate(int uid, Bundle ex) {
        int[] versions = ex.getIntArray("consumer_versions");
        boolean speaksV2 = false;
        if (versions != null) {
            for (int v : versions) {
                if (v == 2) {
                    speaksV2 = true;
                }
            }
        }
        if (!speaksV2) {
            return Replies.error("UNSUPPORTED_VERSION", "CETP v2 is required", null);
        }
        try {
            JSONArray offered = new JSONArray(ex.getString("consumer_capabilities", "[]"));
            JSONArray selected = new JSONArray();
            for (int i = 0; i < offered.length(); i++) {
                String capability = offered.optString(i);
                if ("async_operations".equals(capability) || "cancellation".equals(capability)) {
                    selected.put(capability);
                }
            }
            JSONObject limits = new JSONObject();
            limits.put("max_request_bytes", 65536);
            limits.put("max_inline_result_bytes", 262144);
            limits.put("max_concurrent_requests", 2);
            limits.put("idempotency_window_seconds", 86400);
            JSONObject data = new JSONObject();
            data.put("selected_version", 2);
            data.put("provider_id", "com.kiteframe");
            data.put("provider_name", "KiteFrame Sync");
            data.put("session_token", sessions.open(uid));
            data.put("capabilities", selected);
            data.put("limits", limits);
            Bundle b = new Bundle();
            b.putString("status", "success");
            b.putString("data", data.toString());
            return b;
        } catch (JSONException e) {
            return Replies.error("INVALID_REQUEST", "consumer_capabilities is not a JSON array", null);
        }
    }

    private Bundle executeTool(int uid, String caller, Bundle ex, String requestId) {
        String toolName = ex.getString("tool_name", "");
        List<String> scopes = scopesOf(toolName);
        if (scopes == null) {
            return Replies.error("TOOL_NOT_FOUND", "no such tool", requestId);
        }
        if (!grants.allows(caller, uid, scopes)) {
            return Replies.error("PERMISSION_DENIED", "caller is not allowed", requestId);
        }
        JSONObject args;
        try {
            args = new JSONObject(ex.getString("args", "{}"));
        } catch (JSONException e) {
            return Replies.error("INVALID_ARGS", "args are not a JSON object", requestId);
        }
        String resumeToken = ex.getString("resume_token");
        CetpProviderRequest request = new CetpProviderRequest(uid, caller, toolName, requestId, args, scopes, resumeToken);
        if (resumeToken != null) {
            // the user approved in our Activity: finish the call that was confirmed
            return resume(request).toBundle(requestId);
        }
        if (ex.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "the deadline passed before the call started", requestId);
        }
        switch (toolName) {
            case "sync_status":
                return syncStatus().toBundle(requestId);
            case "sync_history":
                return syncHistory(request).toBundle(requestId);
            case "start_sync":
                return journal.execute(request, () -> startSync(request)).toBundle(requestId);
            case "delete_remote_copy":
                return askRemoteDelete(request).toBundle(requestId);
            default:
                return Replies.error("TOOL_NOT_FOUND", "no such tool", requestId);
        }
    }

    private CetpProviderResult resume(CetpProviderRequest request) {
        if (!"delete_remote_copy".equals(request.getToolName())) {
            return CetpProviderResult.Companion.error("INVALID_REQUEST", "this tool takes no resume_token");
        }
        String digest = Digests.sha256(request.getArgs().toString());
        if (!confirmations.take(request.getResumeToken(), request.getCallingUid(), request.getRequestId(),
                "delete_remote_copy", digest)) {
            return CetpProviderResult.Companion.error("INVALID_REQUEST", "the resume_token is not valid for this call");
        }
        return journal.execute(request, () -> removeRemoteCopy(request));
    }

    private Bundle getOperation(int uid, Bundle ex, String requestId) {
        String operationId = ex.getString("operation_id");
        Operation op = operationId == null ? null : operations.find(operationId);
        if (op == null) {
            return Replies.error("INVALID_REQUEST", "unknown operation_id", requestId);
        }
        try {
            return Replies.success(requestId, op.statusJson().toString());
        } catch (JSONException e) {
            return Replies.error("INTERNAL_ERROR", "the operation could not be read", requestId);
        }
    }

    private Bundle cancelOperation(int uid, Bundle ex, String requestId) {
        String operationId = ex.getString("operation_id");
        Operation op = operationId == null ? null : operations.find(operationId);
        if (op == null || op.ownerUid != uid) {
            return Replies.error("INVALID_REQUEST", "unknown operation_id", requestId);
        }
        if (!operations.requestCancel(operationId)) {
            return Replies.error("CONFLICT", "the operation already finished", requestId);
        }
        try {
            return Replies.success(requestId, Operation.cancellationRequested(operationId).toString());
        } catch (JSONException e) {
            return Replies.error("INTERNAL_ERROR", "the cancellation could not be answered", requestId);
        }
    }

    private CetpProviderResult syncStatus() {
        Cursor c = db.getReadableDatabase().query("sync_state", new String[] {"folder", "last_sync"}, null, null,
                null, null, "folder");
        try {
            JSONArray folders = new JSONArray();
            while (c.moveToNext()) {
                JSONObject folder = new JSONObject();
                folder.put("folder", c.getString(0));
                folder.put("last_sync_ms", c.getLong(1));
                folders.put(folder);
            }
            JSONObject value = new JSONObject();
            value.put("folders", folders);
            return CetpProviderResult.Companion.success(value);
        } catch (JSONException e) {
            return CetpProviderResult.Companion.error("INTERNAL_ERROR", "the sync state could not be read");
        } finally {
            c.close();
        }
    }

    private CetpProviderResult syncHistory(CetpProviderRequest request) {
        String state = request.getArgs().optString("state", "succeeded");
        List<Operation> runs = operations.list("owner_uid = " + request.getCallingUid()
                + " AND tool = 'start_sync' AND state = '" + state + "'", null);
        try {
            return CetpProviderResult.Companion.success(Operation.summaries(runs));
        } catch (JSONException e) {
            return CetpProviderResult.Companion.error("INTERNAL_ERROR", "the sync runs could not be listed");
        }
    }

    private CetpProviderResult startSync(CetpProviderRequest request) {
        String folder = request.getArgs().optString("folder");
        if (folder.isEmpty()) {
            return CetpProviderResult.Companion.error("INVALID_ARGS", "folder is required");
        }
        String operationId = nextOperationId();
        String requestId = request.getRequestId();
        operations.create(operationId, request.getCallingUid(), requestId, "start_sync");
        WORKERS.execute(() -> runSync(operationId, requestId, folder));
        return CetpProviderResult.Companion.accepted(operationId, 2000L);
    }

    private void runSync(String operationId, String requestId, String folder) {
        operations.markRunning(operationId);
        String outcome;
        try {
            JSONObject summary = cloud.syncFolder(folder);
            ContentValues row = new ContentValues();
            row.put("folder", folder);
            row.put("last_sync", System.currentTimeMillis());
            if (db.getWritableDatabase().update("sync_state", row, "folder = ?", new String[] {folder}) == 0) {
                db.getWritableDatabase().insert("sync_state", null, row);
            }
            operations.succeed(operationId, summary);
            outcome = "succeeded";
        } catch (IOException | JSONException e) {
            Log.w(TAG, "sync failed", e);
            operations.fail(operationId, Operation.errorJson("UNAVAILABLE", "the cloud service did not answer", true));
            outcome = "failed";
        }
        audit.record(Binder.getCallingUid(), "start_sync", requestId, outcome);
    }

    private CetpProviderResult askRemoteDelete(CetpProviderRequest request) {
        JSONObject args = request.getArgs();
        String albumId = args.optString("album_id");
        String remoteId = remoteIdOf(albumId);
        if (remoteId == null) {
            return CetpProviderResult.Companion.error("INVALID_ARGS", "the album has no cloud copy");
        }
        if (args.optBoolean("dry_run", false)) {
            try {
                JSONObject value = new JSONObject();
                value.put("album_id", albumId);
                value.put("would_delete", remoteId);
                return CetpProviderResult.Companion.success(value);
            } catch (JSONException e) {
                return CetpProviderResult.Companion.error("INTERNAL_ERROR", "the preview could not be built");
            }
        }
        String token = confirmations.issue(request.getCallingUid(), request.getRequestId(), "delete_remote_copy",
                Digests.sha256(args.toString()));
        Intent intent = new Intent(getContext(), ConfirmRemoteDeleteActivity.class);
        intent.putExtra("resume_token", token);
        intent.putExtra("album_id", albumId);
        PendingIntent resolution = PendingIntent.getActivity(getContext(), 2, intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        return CetpProviderResult.Companion.needsUser(resolution, token);
    }

    private CetpProviderResult removeRemoteCopy(CetpProviderRequest request) {
        String albumId = request.getArgs().optString("album_id");
        String remoteId = remoteIdOf(albumId);
        if (remoteId == null) {
            return CetpProviderResult.Companion.error("INVALID_ARGS", "the album has no cloud copy");
        }
        int ownerUid = request.getCallingUid();
        String requestId = request.getRequestId();
        String operationId = nextOperationId();
        operations.create(operationId, ownerUid, requestId, "delete_remote_copy");
        WORKERS.execute(() -> runRemoteDelete(operationId, ownerUid, requestId, albumId, remoteId));
        return CetpProviderResult.Companion.accepted(operationId, 1000L);
    }

    private void runRemoteDelete(String operationId, int ownerUid, String requestId, String albumId, String remoteId) {
        operations.markRunning(operationId);
        String outcome;
        try {
            cloud.deleteRemoteCopy(remoteId);
            ContentValues row = new ContentValues();
            row.put("remote_id", (String) null);
            db.getWritableDatabase().update("albums", row, "id = ?", new String[] {albumId});
            JSONObject value = new JSONObject();
            value.put("album_id", albumId);
            operations.succeed(operationId, value);
            outcome = "succeeded";
        } catch (IOException | JSONException e) {
            Log.w(TAG, "remote delete failed", e);
            operations.fail(operationId, Operation.errorJson("UNAVAILABLE", "the cloud service did not answer", true));
            outcome = "failed";
        }
        audit.record(ownerUid, "delete_remote_copy", requestId, outcome);
    }

    private String nextOperationId() {
        return "sync-" + syncSequence.incrementAndGet();
    }

    private String remoteIdOf(String albumId) {
        Cursor c = db.getReadableDatabase().query("albums", new String[] {"remote_id"}, "id = ?",
                new String[] {albumId}, null, null, null);
        try {
            return c.moveToFirst() ? c.getString(0) : null;
        } finally {
            c.close();
        }
    }

    private static List<String> scopesOf(String toolName) {
        switch (toolName) {
            case "sync_status":
            case "sync_history":
                return Collections.singletonList("sync.read");
            case "start_sync":
            case "delete_remote_copy":
                return Collections.singletonList("sync.write");
            default:
                return null;
        }
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
