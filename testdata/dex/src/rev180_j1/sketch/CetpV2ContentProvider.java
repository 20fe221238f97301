package com.verdant.garden.cetp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.verdant.garden.data.GardenDatabase;
import java.nio.charset.StandardCharsets;
import java.text.SimpleDateFormat;
import java.util.Collections;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TimeZone;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Verdant's Java port of the ClawSeed SDK's provider base class (§10): it writes the v2 envelope by hand in
 * {@link #call}, keeps sessions, operations and resume tokens in SQLite, and hands each admitted execution to the
 * subclass: {@link #authorize} (denies unless overridden), then {@link #executeTool}, through
 * {@link #getMutationExecutor} for every tool whose effect is not read. Like the SDK it refuses mutating tools
 * when no executor is wired.
 */
public abstract class CetpV2ContentProvider extends ContentProvider {
    private static final String TAG = "CetpV2";
    public static final int MAX_REQUEST_BYTES = 65536;
    private static final long SESSION_TTL_MS = 60 * 60 * 1000L;

    private final Map<String, BiFunction<Integer, Bundle, Bundle>> methods = new HashMap<>();
    private SessionStore sessions;
    private OperationStore operations;
    private ConfirmationStore confirmations;
    private Grants grants;

    public abstract ProviderInfo getProvider();

    public abstract List<ToolDescriptor> getProviderTools();

    /** Resolves the calling UID to an admitted caller, or empty. */
    protected abstract Function<Integer, Optional<Caller>> callers();

    public MutationExecutor getMutationExecutor() {
        return null;
    }

    public AccessDecision authorize(ProviderRequest request) {
        return AccessDecision.deny(ErrorCode.PERMISSION_DENIED);
    }

    public abstract Bundle executeTool(ProviderRequest request);

    protected Set<String> offeredCapabilities() {
        return Collections.emptySet();
    }

    @Override
    public boolean onCreate() {
        GardenDatabase db = GardenDatabase.get(getContext());
        sessions = new SessionStore(db);
        operations = new OperationStore(db);
        confirmations = new ConfirmationStore(db);
        grants = new Grants(db);
        methods.put("negotiate", this::negotiate);
        methods.put("get_provider_info", (uid, x) -> providerInfo(admit(uid, x)));
        methods.put("list_tools", (uid, x) -> listTools(admit(uid, x)));
        methods.put("execute_tool", (uid, x) -> execute(admit(uid, x), x));
        methods.put("get_operation", (uid, x) -> getOperation(admit(uid, x)));
        methods.put("cancel_operation", (uid, x) -> cancelOperation(admit(uid, x)));
        operations.failAbandoned(getProvider().providerId());
        return true;
    }

    protected final SessionStore sessions() {
        return sessions;
    }

    protected final OperationStore operations() {
        return operations;
    }

    public final ConfirmationStore confirmations() {
        return confirmations;
    }

    protected final Grants grants() {
        return grants;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : new Bundle();
        try {
            return Optional.ofNullable(method)
                    .map(methods::get)
                    .orElseThrow(ErrorCode.METHOD_NOT_FOUND::rejected)
                    .apply(uid, in);
        } catch (ErrorCode.Rejected r) {
            return Envelopes.error(r.code(), "negotiate".equals(method) ? null : in.getString("request_id"));
        } catch (RuntimeException e) {
            Log.w(TAG, "call " + method + " failed", e);
            return Envelopes.error(ErrorCode.INTERNAL_ERROR, in.getString("request_id"));
        }
    }

    private Bundle negotiate(Integer uid, Bundle x) {
        int[] versions = x.getIntArray("consumer_versions");
        if (versions == null || IntStream.of(versions).noneMatch(v -> v == Envelopes.PROTOCOL_VERSION)) {
            throw ErrorCode.UNSUPPORTED_VERSION.rejected();
        }
        Set<String> requested = capabilityList(x.getString("consumer_capabilities"));
        Caller caller = callers().apply(uid).orElseThrow(ErrorCode.PERMISSION_DENIED::rejected);
        Set<String> granted = requested.stream()
                .filter(offeredCapabilities()::contains)
                .collect(Collectors.toCollection(() -> new TreeSet<>()));
        if (!granted.contains("async_operations")) {
            granted.remove("cancellation");
        }
        long expiresAt = System.currentTimeMillis() + SESSION_TTL_MS;
        SessionStore.Session session = sessions.open(getProvider().providerId(), caller.uid(), granted, expiresAt);
        try {
            JSONObject limits = new JSONObject()
                    .put("max_request_bytes", MAX_REQUEST_BYTES)
                    .put("max_inline_result_bytes", 262144)
                    .put("max_concurrent_requests", 2)
                    .put("idempotency_window_seconds", 86400);
            return Envelopes.negotiated(new JSONObject()
                    .put("selected_version", Envelopes.PROTOCOL_VERSION)
                    .put("provider_id", getProvider().providerId())
                    .put("provider_name", getProvider().providerName())
                    .put("session_token", session.token())
                    .put("expires_at", iso(expiresAt))
                    .put("capabilities", new JSONArray(granted))
                    .put("limits", limits));
        } catch (JSONException e) {
            throw ErrorCode.INTERNAL_ERROR.rejected();
        }
    }

    private static Set<String> capabilityList(String json) {
        Set<String> out = new TreeSet<>();
        try {
            JSONArray list = new JSONArray(Optional.ofNullable(json).orElseThrow(ErrorCode.INVALID_REQUEST::rejected));
            for (int i = 0; i < list.length(); i++) {
                out.add(list.optString(i));
            }
        } catch (JSONException e) {
            throw ErrorCode.INVALID_REQUEST.rejected();
        }
        return out;
    }

    private static String iso(long millis) {
        SimpleDateFormat format = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US);
        format.setTimeZone(TimeZone.getTimeZone("UTC"));
        return format.format(new Date(millis));
    }

    /** The common v2 envelope of §4.1: version, request id, deadline, session, caller. */
    private ProviderRequest admit(int uid, Bundle x) {
        String requestId = Optional.ofNullable(x.getString("request_id"))
                .filter(CetpV2ContentProvider::isUuid)
                .orElseThrow(ErrorCode.INVALID_REQUEST::rejected);
        long deadline = x.getLong("deadline_at_ms", 0L);
        if (x.getInt("protocol_version", 0) != Envelopes.PROTOCOL_VERSION || deadline <= 0L) {
            throw ErrorCode.INVALID_REQUEST.rejected();
        }
        SessionStore.Session session = sessions
                .find(getProvider().providerId(), x.getString("session_token"), uid, System.currentTimeMillis())
                .orElseThrow(ErrorCode.NEGOTIATION_REQUIRED::rejected);
        Caller caller = callers().apply(uid).orElseThrow(ErrorCode.PERMISSION_DENIED::rejected);
        return ProviderRequest.builder().caller(caller).session(session).requestId(requestId)
                .deadlineAtMs(deadline).extras(x).build();
    }

    protected static boolean isUuid(String value) {
        try {
            return UUID.fromString(value).toString().equalsIgnoreCase(value);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private Bundle providerInfo(ProviderRequest req) {
        try {
            return Envelopes.data(req.requestId(), getProvider().toJson());
        } catch (JSONException e) {
            throw ErrorCode.INTERNAL_ERROR.rejected();
        }
    }

    protected final boolean visible(ToolDescriptor tool, Caller caller, SessionStore.Session session) {
        return caller.holdsAll(tool.scopes()) && (!tool.async() || session.has("async_operations"));
    }

    private Bundle listTools(ProviderRequest req) {
        boolean async = req.session().has("async_operations");
        List<JSONObject> tools = getProviderTools().stream()
                .filter(t -> visible(t, req.caller(), req.session()))
                .map(t -> describe(t, async))
                .collect(Collectors.toList());
        JSONArray list = new JSONArray(tools);
        try {
            return Envelopes.data(req.requestId(), new JSONObject()
                    .put("revision", "r" + Tokens.sha256Hex(list.toString()).substring(0, 16))
                    .put("tools", list));
        } catch (JSONException e) {
            throw ErrorCode.INTERNAL_ERROR.rejected();
        }
    }

    private static JSONObject describe(ToolDescriptor tool, boolean asyncSession) {
        try {
            return tool.toJson(asyncSession);
        } catch (JSONException e) {
            throw ErrorCode.INTERNAL_ERROR.rejected();
        }
    }

    protected static Optional<JSONObject> parseArgs(String raw) {
        try {
            return Optional.of(new JSONObject(raw));
        } catch (JSONException e) {
            return Optional.empty();
        }
    }

    private Bundle execute(ProviderRequest req, Bundle x) {
        String name = x.getString("tool_name");
        ToolDescriptor tool = getProviderTools().stream()
                .filter(t -> t.name().equals(name))
                .filter(t -> visible(t, req.caller(), req.session()))
                .findFirst()
                .orElseThrow(ErrorCode.TOOL_NOT_FOUND::rejected);
        String raw = Optional.ofNullable(x.getString("args")).orElse("{}");
        if (raw.getBytes(StandardCharsets.UTF_8).length > MAX_REQUEST_BYTES) {
            throw ErrorCode.INVALID_REQUEST.rejected();
        }
        JSONObject args = parseArgs(raw).filter(tool::accepts).orElseThrow(ErrorCode.INVALID_ARGS::rejected);
        ProviderRequest full = req.toBuilder().tool(tool).args(args, raw).resumeToken(x.getString("resume_token"))
                .build();
        MutationExecutor executor = getMutationExecutor();
        if (tool.mutating()) {
            if (full.pastDeadline()) {
                throw ErrorCode.DEADLINE_EXCEEDED.rejected();
            }
            if (executor == null) {
                Log.w(TAG, tool.name() + " is mutating but no mutation executor is wired");
                throw ErrorCode.INTERNAL_ERROR.rejected();
            }
        }
        AccessDecision decision = authorize(full);
        if (!decision.allowed()) {
            throw decision.denial().rejected();
        }
        return tool.mutating() ? executor.execute(full, this::executeTool) : executeTool(full);
    }

    private Bundle getOperation(ProviderRequest req) {
        if (!req.session().has("async_operations")) {
            throw ErrorCode.UNSUPPORTED_CAPABILITY.rejected();
        }
        OperationStore.Operation op = operations
                .owned(getProvider().providerId(), req.extras().getString("operation_id"), req.uid(),
                        req.requestId())
                .orElseThrow(ErrorCode.INVALID_REQUEST::rejected);
        try {
            return Envelopes.data(req.requestId(), op.toJson());
        } catch (JSONException e) {
            throw ErrorCode.INTERNAL_ERROR.rejected();
        }
    }

    private Bundle cancelOperation(ProviderRequest req) {
        if (!req.session().has("cancellation")) {
            throw ErrorCode.UNSUPPORTED_CAPABILITY.rejected();
        }
        OperationStore.Operation op = operations
                .owned(getProvider().providerId(), req.extras().getString("operation_id"), req.uid(),
                        req.requestId())
                .orElseThrow(ErrorCode.INVALID_REQUEST::rejected);
        if (op.terminal()) {
            throw ErrorCode.CONFLICT.rejected();
        }
        operations.requestCancel(op.id());
        try {
            return Envelopes.data(req.requestId(),
                    new JSONObject().put("operation_id", op.id()).put("state", "cancellation_requested"));
        } catch (JSONException e) {
            throw ErrorCode.INTERNAL_ERROR.rejected();
        }
    }

    private Caller requireCaller() {
        return callers().apply(Binder.getCallingUid())
                .orElseThrow(() -> new SecurityException("caller is not paired with Verdant"));
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        requireCaller();
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        requireCaller();
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        requireCaller();
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        requireCaller();
        return 0;
    }
}
