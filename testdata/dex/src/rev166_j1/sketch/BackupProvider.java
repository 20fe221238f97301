package com.lumenframe.studio.backup;

import android.content.Context;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.lumenframe.studio.cetp.CallerPolicy;
import com.lumenframe.studio.cetp.CetpException;
import com.lumenframe.studio.cetp.Negotiation;
import com.lumenframe.studio.cetp.Replies;
import com.lumenframe.studio.cetp.SessionStore;
import com.lumenframe.studio.cetp.ToolCall;
import com.lumenframe.studio.cetp.ToolContentProvider;
import com.lumenframe.studio.cetp.ToolSpec;
import com.lumenframe.studio.data.MediaRepo;
import com.lumenframe.studio.data.StudioDb;
import com.lumenframe.studio.ops.DurableOperationTable;
import com.lumenframe.studio.ops.Operation;
import com.lumenframe.studio.ops.OperationManager;
import com.lumenframe.studio.ops.OperationState;
import com.lumenframe.studio.ops.ResultFiles;
import com.lumenframe.studio.ops.SequentialIds;
import com.lumenframe.studio.ops.Worker;
import com.lumenframe.studio.ops.WorkerRegistry;
import java.io.File;
import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tool provider of library backups: snapshots, archive imports and the backup schedule. */
public final class BackupProvider extends ToolContentProvider {
    private static final String TAG = "BackupProvider";
    static final String PROVIDER_ID = "com.lumenframe.studio.backup";
    private static final long SYNC_WAIT_MS = 250L;
    private static final long POLL_MS = 2000L;

    private final SessionStore sessions = new SessionStore();
    private final Map<String, ToolSpec> tools = new LinkedHashMap<>();
    private MediaRepo media;
    private CallerPolicy policy;
    private Negotiation negotiation;
    private OperationManager ops;
    private WorkerRegistry workers;
    private ExecutorService io;

    @Override
    public boolean onCreate() {
        Context context = getContext();
        StudioDb db = StudioDb.get(context);
        media = new MediaRepo(db);
        policy = new CallerPolicy(context, "backup");
        List<String> caps = Arrays.asList("async_operations", "cancellation", "large_results");
        negotiation = new Negotiation(PROVIDER_ID, "Lumen Studio backups", caps, sessions);
        io = Executors.newFixedThreadPool(2);
        DurableOperationTable table = new DurableOperationTable(db, "backup");
        ExecutorService pool = Executors.newSingleThreadExecutor();
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
        ops = new OperationManager(table, new SequentialIds(table.highestSequence()), pool, scheduler,
                new File(context.getFilesDir(), "backup-ops"));
        workers = WorkerRegistry.of(new SnapshotWorker(media, new QuotaLedger(db), io),
                new ArchiveImportWorker(media, new File(context.getFilesDir(), "import")),
                new ScheduleWorker(media));
        describeTools();
        return true;
    }

    private void describeTools() {
        add(ToolSpec.named("list_backups")
                .text("List backups", "Lists the newest library backups with their sizes.")
                .scopes("backups.read")
                .schemas("{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,"
                        + "\"maximum\":50}},\"additionalProperties\":false}",
                        "{\"type\":\"object\",\"properties\":{\"backups\":{\"type\":\"array\"}},"
                        + "\"required\":[\"backups\"]}")
                .build());
        add(ToolSpec.named("start_backup")
                .text("Start backup", "Snapshots the photo library under a label; the result is the backup manifest.")
                .effect("create", "moderate", "provider_policy").async().fileResult()
                .scopes("library.read", "backups.write")
                .schemas("{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\",\"minLength\":1,"
                        + "\"maxLength\":64},\"include_captions\":{\"type\":\"boolean\"}},"
                        + "\"required\":[\"label\"],\"additionalProperties\":false}",
                        "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\"},"
                        + "\"files\":{\"type\":\"array\"},\"bytes\":{\"type\":\"integer\"}},"
                        + "\"required\":[\"label\",\"files\",\"bytes\"]}")
                .build());
        add(ToolSpec.named("import_archive")
                .text("Import archive", "Imports a .lumenbak archive from the Lumen import folder as a backup.")
                .effect("create", "moderate", "provider_policy").async()
                .scopes("backups.write")
                .schemas("{\"type\":\"object\",\"properties\":{\"archive_name\":{\"type\":\"string\","
                        + "\"minLength\":10,\"maxLength\":128}},\"required\":[\"archive_name\"],"
                        + "\"additionalProperties\":false}",
                        "{\"type\":\"object\",\"properties\":{\"backup_id\":{\"type\":\"integer\"},"
                        + "\"files\":{\"type\":\"integer\"}},\"required\":[\"backup_id\",\"files\"]}")
                .build());
        add(ToolSpec.named("set_backup_schedule")
                .text("Set backup schedule", "Sets how often the library is backed up and whether only on Wi-Fi.")
                .effect("update", "low", "never").idempotent()
                .scopes("backups.write")
                .schemas("{\"type\":\"object\",\"properties\":{\"interval_hours\":{\"type\":\"integer\","
                        + "\"minimum\":6,\"maximum\":168},\"wifi_only\":{\"type\":\"boolean\"}},"
                        + "\"required\":[\"interval_hours\",\"wifi_only\"],\"additionalProperties\":false}",
                        "{\"type\":\"object\",\"properties\":{\"interval_hours\":{\"type\":\"integer\"},"
                        + "\"wifi_only\":{\"type\":\"boolean\"}},\"required\":[\"interval_hours\",\"wifi_only\"]}")
                .build());
    }

    private void add(ToolSpec spec) {
        tools.put(spec.name, spec);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String pkg = getCallingPackage();
        Bundle in = extras != null ? extras : new Bundle();
        switch (method) {
            case "negotiate":
                return negotiation.negotiate(in, uid, policy.admit(uid));
            case "get_provider_info":
            case "list_tools":
            case "execute_tool":
            case "get_operation":
            case "cancel_operation":
                return inSession(method, in, uid, pkg);
            default:
                return Replies.error(in.getString("request_id"), "METHOD_NOT_FOUND");
        }
    }

    private Bundle inSession(String method, Bundle in, int uid, String pkg) {
        String requestId;
        try {
            requestId = ToolCall.requestId(in);
        } catch (CetpException e) {
            return Replies.error(in.getString("request_id"), e.code);
        }
        SessionStore.Session session = sessions.require(in, uid);
        if (session == null) {
            return Replies.error(requestId, "NEGOTIATION_REQUIRED");
        }
        try {
            switch (method) {
                case "get_provider_info":
                    return Replies.success(requestId, providerInfo());
                case "list_tools":
                    return Replies.success(requestId, toolList(session));
                case "execute_tool":
                    return execute(ToolCall.parse(in, uid, pkg), in, session);
                case "get_operation":
                    return getOperation(requestId, in, uid, session);
                default:
                    return cancelOperation(requestId, in, uid, session);
            }
        } catch (CetpException e) {
            return Replies.error(requestId, e.code);
        } catch (JSONException e) {
            Log.w(TAG, "reply not built", e);
            return Replies.error(requestId, "INTERNAL_ERROR");
        }
    }

    private ToolSpec visibleTool(SessionStore.Session s, String name) {
        ToolSpec spec = tools.get(name);
        if (spec == null) {
            return null;
        }
        if (spec.async && !s.has("async_operations")) {
            return null;
        }
        if (spec.fileResult && !s.has("large_results")) {
            return null;
        }
        return spec;
    }

    private Bundle execute(ToolCall call, Bundle in, SessionStore.Session s) throws CetpException, JSONException {
        ToolSpec spec = visibleTool(s, call.toolName);
        if (spec == null) {
            throw new CetpException("TOOL_NOT_FOUND");
        }
        if (!s.scopes.containsAll(spec.scopes)) {
            throw new CetpException("PERMISSION_DENIED");
        }
        if (ToolCall.deadlinePassed(in)) {
            throw new CetpException("DEADLINE_EXCEEDED");
        }
        if (!spec.mutating()) {
            return listBackups(call);
        }
        Worker worker = workers.forTool(spec.name);
        worker.validate(call.args);
        Operation op = ops.startOrJoin(call, worker);
        long waitMs = spec.async ? SYNC_WAIT_MS : Math.max(1L, ToolCall.remainingMs(in));
        return await(call.requestId, op, waitMs, spec.async);
    }

    private Bundle listBackups(ToolCall call) throws CetpException, JSONException {
        int limit = call.args.optInt("limit", 10);
        if (limit < 1 || limit > 50) {
            throw new CetpException("INVALID_ARGS");
        }
        JSONObject value = new JSONObject();
        value.put("backups", new JSONArray(media.backups(limit)));
        return Replies.inline(call.requestId, value);
    }

    private Bundle await(String requestId, Operation op, long waitMs, boolean async) throws CetpException, JSONException {
        try {
            op.completion().get(waitMs, TimeUnit.MILLISECONDS);
            return deliver(requestId, resultEnvelope(op), op);
        } catch (TimeoutException e) {
            if (async) {
                return Replies.accepted(requestId, op.id, POLL_MS);
            }
            return Replies.error(requestId, "DEADLINE_EXCEEDED");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            String code = cause instanceof CetpException ? ((CetpException) cause).code : "INTERNAL_ERROR";
            return Replies.error(requestId, code, "Backup failed: " + cause.getMessage());
        } catch (CancellationException e) {
            return Replies.error(requestId, "CANCELLED");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Replies.error(requestId, "UNAVAILABLE");
        }
    }

    private JSONObject resultEnvelope(Operation op) throws CetpException, JSONException {
        File file = op.resultFile();
        if (file == null) {
            return Replies.inlineEnvelope(op.resultValue());
        }
        try {
            return ResultFiles.envelope(file, op.mediaType());
        } catch (IOException e) {
            Log.w(TAG, "manifest unreadable", e);
            throw new CetpException("RESULT_EXPIRED");
        }
    }

    private Bundle deliver(String requestId, JSONObject data, Operation op) throws CetpException {
        Bundle b = Replies.success(requestId, data);
        if (op.resultFile() != null) {
            b.putParcelable("result_fd", openResult(op));
        }
        return b;
    }

    /** The manifest, streamed to the Consumer: we keep the write end and feed it from the io pool. */
    private ParcelFileDescriptor openResult(Operation op) throws CetpException {
        File file = op.resultFile();
        try {
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();
            ParcelFileDescriptor writeEnd = pipe[1];
            io.execute(() -> ResultFiles.pump(file, writeEnd));
            return pipe[0];
        } catch (IOException e) {
            Log.w(TAG, "no pipe for the manifest", e);
            throw new CetpException("UNAVAILABLE");
        }
    }

    /** operation_id is bound to the UID that started it (§4.4) and to the request_id that created it. */
    private Operation lookup(String requestId, Bundle in, int uid) throws CetpException {
        String id = in.getString("operation_id");
        if (id == null) {
            throw new CetpException("INVALID_REQUEST");
        }
        Operation op = ops.find(id);
        if (op == null || op.ownerUid != uid || !op.requestId.equals(requestId)) {
            throw new CetpException("INVALID_REQUEST");
        }
        return op;
    }

    private Bundle getOperation(String requestId, Bundle in, int uid, SessionStore.Session s)
            throws CetpException, JSONException {
        if (!s.has("async_operations")) {
            throw new CetpException("UNSUPPORTED_CAPABILITY");
        }
        Operation op = lookup(requestId, in, uid);
        OperationState state = op.state();
        JSONObject data = new JSONObject();
        data.put("operation_id", op.id);
        data.put("state", state.wire());
        if (state == OperationState.SUCCEEDED) {
            data.put("result", resultEnvelope(op));
            return deliver(requestId, data, op);
        }
        if (state == OperationState.FAILED) {
            data.put("error", Replies.errorObject(op.errorCode()));
        } else if (!state.terminal()) {
            data.put("progress", op.progress.toJson());
            data.put("poll_after_ms", POLL_MS);
        }
        return Replies.success(requestId, data);
    }

    private Bundle cancelOperation(String requestId, Bundle in, int uid, SessionStore.Session s)
            throws CetpException, JSONException {
        if (!s.has("cancellation")) {
            throw new CetpException("UNSUPPORTED_CAPABILITY");
        }
        Operation op = lookup(requestId, in, uid);
        if (!ops.requestCancel(op)) {
            throw new CetpException("CONFLICT");
        }
        JSONObject data = new JSONObject();
        data.put("operation_id", op.id);
        data.put("state", "cancellation_requested");
        return Replies.success(requestId, data);
    }

    private JSONObject providerInfo() throws JSONException {
        JSONArray scopes = new JSONArray();
        scopes.put(scope("library.read", "Read the photo library", "Catalogue photos for a backup", "read"));
        scopes.put(scope("backups.read", "See backups", "List backups and their sizes", "read"));
        scopes.put(scope("backups.write", "Manage backups", "Start backups, import archives, set the schedule",
                "write"));
        JSONObject info = new JSONObject();
        info.put("provider_id", PROVIDER_ID);
        info.put("provider_name", "Lumen Studio backups");
        info.put("description", "Backs up the Lumen Studio photo library and manages its backup schedule.");
        info.put("schema_dialect", "https://json-schema.org/draft/2020-12/schema");
        info.put("scopes", scopes);
        return info;
    }

    private static JSONObject scope(String name, String title, String description, String access) throws JSONException {
        JSONObject o = new JSONObject();
        o.put("name", name);
        o.put("title", title);
        o.put("description", description);
        o.put("access", access);
        o.put("sensitivity", "personal");
        return o;
    }

    private JSONObject toolList(SessionStore.Session s) throws JSONException {
        JSONArray list = new JSONArray();
        for (ToolSpec spec : tools.values()) {
            if (visibleTool(s, spec.name) != null) {
                list.put(spec.toJson());
            }
        }
        JSONObject data = new JSONObject();
        data.put("revision", "backup-tools-5");
        data.put("tools", list);
        return data;
    }
}
