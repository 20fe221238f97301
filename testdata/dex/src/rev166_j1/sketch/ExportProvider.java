package com.lumenframe.studio.export;

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
import com.lumenframe.studio.ops.MemoryOperationTable;
import com.lumenframe.studio.ops.Operation;
import com.lumenframe.studio.ops.OperationManager;
import com.lumenframe.studio.ops.OperationState;
import com.lumenframe.studio.ops.ResultFiles;
import com.lumenframe.studio.ops.SecureIds;
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

/** CETP v2 tool provider of the photo library: album exports and clip transcodes, run as operations. */
public final class ExportProvider extends ToolContentProvider {
    private static final String TAG = "ExportProvider";
    static final String PROVIDER_ID = "com.lumenframe.studio";
    private static final long SYNC_WAIT_MS = 400L;
    private static final long POLL_MS = 1500L;

    private static final String LIMIT_IN = "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\","
            + "\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}";

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
        media = new MediaRepo(StudioDb.get(context));
        policy = new CallerPolicy(context, "export");
        List<String> caps = Arrays.asList("async_operations", "cancellation", "large_results");
        negotiation = new Negotiation(PROVIDER_ID, "Lumen Studio exports", caps, sessions);
        io = Executors.newCachedThreadPool();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
        ops = new OperationManager(new MemoryOperationTable(), new SecureIds(), pool, scheduler,
                new File(context.getCacheDir(), "export-ops"));
        workers = WorkerRegistry.of(new AlbumExportWorker(media),
                new TranscodeWorker(media, io, new File(context.getFilesDir(), "exports")));
        describeTools();
        return true;
    }

    private void describeTools() {
        add(ToolSpec.named("list_albums")
                .text("List albums", "Lists the newest albums of the photo library with their ids.")
                .scopes("library.read")
                .schemas(LIMIT_IN, "{\"type\":\"object\",\"properties\":{\"albums\":{\"type\":\"array\"}},"
                        + "\"required\":[\"albums\"]}")
                .build());
        add(ToolSpec.named("list_exports")
                .text("List exports", "Lists the album exports and transcodes made so far.")
                .scopes("library.read")
                .schemas(LIMIT_IN, "{\"type\":\"object\",\"properties\":{\"exports\":{\"type\":\"array\"}},"
                        + "\"required\":[\"exports\"]}")
                .build());
        add(ToolSpec.named("export_album")
                .text("Export album", "Writes an album's catalogue (photos, captions, sizes) as a JSON file.")
                .effect("create", "moderate", "provider_policy").async().fileResult()
                .scopes("library.read", "exports.write")
                .schemas("{\"type\":\"object\",\"properties\":{\"album_id\":{\"type\":\"integer\",\"minimum\":1}},"
                        + "\"required\":[\"album_id\"],\"additionalProperties\":false}",
                        "{\"type\":\"object\",\"properties\":{\"album_id\":{\"type\":\"integer\"},"
                        + "\"title\":{\"type\":\"string\"},\"photos\":{\"type\":\"array\"}},"
                        + "\"required\":[\"album_id\",\"title\",\"photos\"]}")
                .build());
        add(ToolSpec.named("transcode_clip")
                .text("Transcode clip", "Makes a copy of a video clip in the chosen preset under the given file name.")
                .effect("create", "moderate", "provider_policy").async()
                .scopes("library.read", "exports.write")
                .schemas("{\"type\":\"object\",\"properties\":{\"clip_id\":{\"type\":\"integer\",\"minimum\":1},"
                        + "\"preset\":{\"enum\":[\"720p\",\"1080p\",\"audio_only\"]},"
                        + "\"output_name\":{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9][A-Za-z0-9 _-]{0,63}$\"}},"
                        + "\"required\":[\"clip_id\",\"preset\",\"output_name\"],\"additionalProperties\":false}",
                        "{\"type\":\"object\",\"properties\":{\"file_name\":{\"type\":\"string\"},"
                        + "\"bytes\":{\"type\":\"integer\"}},\"required\":[\"file_name\",\"bytes\"]}")
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
                    return getOperation(requestId, in, session);
                default:
                    return cancelOperation(requestId, in, session);
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
        if (spec.async) {
            Worker worker = workers.forTool(spec.name);
            worker.validate(call.args);
            Operation op = ops.startOrJoin(call, worker);
            return awaitBriefly(call.requestId, op);
        }
        if (ToolCall.deadlinePassed(in)) {
            throw new CetpException("DEADLINE_EXCEEDED");
        }
        return readTool(call);
    }

    private Bundle readTool(ToolCall call) throws CetpException, JSONException {
        int limit = call.args.optInt("limit", 20);
        if (limit < 1 || limit > 100) {
            throw new CetpException("INVALID_ARGS");
        }
        JSONObject value = new JSONObject();
        if ("list_albums".equals(call.toolName)) {
            value.put("albums", new JSONArray(media.albums(limit)));
        } else {
            value.put("exports", new JSONArray(media.exports(limit)));
        }
        return Replies.inline(call.requestId, value);
    }

    /** Exports usually finish within a few hundred milliseconds; answer inline then, else hand out the operation. */
    private Bundle awaitBriefly(String requestId, Operation op) throws CetpException, JSONException {
        try {
            op.completion().get(SYNC_WAIT_MS, TimeUnit.MILLISECONDS);
            return deliver(requestId, resultEnvelope(op), op);
        } catch (TimeoutException e) {
            return Replies.accepted(requestId, op.id, POLL_MS);
        } catch (ExecutionException e) {
            Log.w(TAG, "export " + op.id + " failed", e.getCause());
            String code = op.errorCode() != null ? op.errorCode() : "INTERNAL_ERROR";
            return Replies.error(requestId, code);
        } catch (CancellationException e) {
            return Replies.error(requestId, "CANCELLED");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Replies.accepted(requestId, op.id, POLL_MS);
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
            Log.w(TAG, "result file unreadable", e);
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

    /** The result file, streamed to the Consumer through a pipe fed from the io pool. */
    private ParcelFileDescriptor openResult(Operation op) throws CetpException {
        File file = op.resultFile();
        try {
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();
            ParcelFileDescriptor feed = pipe[0];
            io.execute(() -> ResultFiles.pump(file, feed));
            return pipe[1];
        } catch (IOException e) {
            Log.w(TAG, "no pipe for the result", e);
            throw new CetpException("UNAVAILABLE");
        }
    }

    private Operation lookup(String requestId, Bundle in) throws CetpException {
        String id = in.getString("operation_id");
        if (id == null) {
            throw new CetpException("INVALID_REQUEST");
        }
        Operation op = ops.find(id);
        if (op == null || !op.requestId.equals(requestId)) {
            throw new CetpException("INVALID_REQUEST");
        }
        return op;
    }

    private Bundle getOperation(String requestId, Bundle in, SessionStore.Session s) throws CetpException, JSONException {
        if (!s.has("async_operations")) {
            throw new CetpException("UNSUPPORTED_CAPABILITY");
        }
        Operation op = lookup(requestId, in);
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

    private Bundle cancelOperation(String requestId, Bundle in, SessionStore.Session s) throws CetpException, JSONException {
        if (!s.has("cancellation")) {
            throw new CetpException("UNSUPPORTED_CAPABILITY");
        }
        Operation op = lookup(requestId, in);
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
        scopes.put(scope("library.read", "Read the photo library", "See albums, clips and past exports", "read"));
        scopes.put(scope("exports.write", "Make exports", "Write album exports and clip copies", "write"));
        JSONObject info = new JSONObject();
        info.put("provider_id", PROVIDER_ID);
        info.put("provider_name", "Lumen Studio exports");
        info.put("description", "Exports albums and transcodes clips from the Lumen Studio library.");
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
        data.put("revision", "export-tools-3");
        data.put("tools", list);
        return data;
    }
}
