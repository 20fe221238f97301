package com.tallyspring.budget.cetp;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.Process;
import android.util.Log;
import com.tallyspring.budget.data.LedgerDb;
import java.text.SimpleDateFormat;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TimeZone;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Tallyspring's own base class for its CETP v2 tool providers, modelled on the SDK's provider role (§10): it owns
 * the envelopes, negotiation, tool lookup, deadlines, confirmation and deduplication; a subclass supplies the
 * descriptors, the handlers, the caller policy, the confirmation screen and the {@link #authorize} hook through which
 * every execution passes (denied unless the subclass says otherwise).
 */
public abstract class AppToolProvider extends ContentProvider {
    protected static final String TAG = "TallyTools";
    private static final String DIALECT = "https://json-schema.org/draft/2020-12/schema";

    protected final SessionStore sessions = new SessionStore();
    private ApprovalStore approvals;
    private MutationLedger ledger;

    @Override
    public boolean onCreate() {
        LedgerDb db = LedgerDb.get(getContext());
        approvals = new ApprovalStore(db);
        ledger = new MutationLedger(db, providerId());
        return true;
    }

    // ---- what a provider supplies ----

    protected abstract String providerId();

    protected abstract String providerName();

    protected abstract String description();

    protected abstract String revision();

    protected abstract List<Scope> scopes();

    /** The tools by name, in list order. */
    protected abstract Map<String, ToolDescriptor> tools();

    protected abstract ToolHandler handlerFor(ToolDescriptor tool);

    protected abstract CallerPolicy callerPolicy();

    /** Builds the resolution PendingIntent for a resume token (§4.3). */
    protected abstract Function<String, PendingIntent> resolutions();

    /** The hook every execution passes through. The base class denies. */
    protected AccessDecision authorize(ProviderRequest request) {
        return AccessDecision.deny("PERMISSION_DENIED");
    }

    /** How a call that needs confirmation is judged; by default from the provider's own confirmation records. */
    protected Function<ToolCall, ApprovalStore.Verdict> confirmationGate() {
        return approvals::verdictFor;
    }

    /** For confirmation: provider_policy tools, which calls the provider wants the user to see. */
    protected Predicate<ToolCall> promptByPolicy() {
        return call -> false;
    }

    protected final ApprovalStore approvals() {
        return approvals;
    }

    protected final MutationLedger mutationExecutor() {
        return ledger;
    }

    // ---- the protocol ----

    /**
     * Serves one call() of a subclass, which has read the calling UID on the Binder thread and says how the
     * request's session is found.
     */
    protected final Bundle serve(String method, Bundle extras, int uid,
            Supplier<Optional<SessionStore.Session>> session) {
        String requestId = extras.getString("request_id");
        try {
            switch (method) {
                case "negotiate":
                    return negotiate(extras, uid);
                case "get_provider_info":
                case "list_tools":
                case "execute_tool":
                case "get_operation":
                case "cancel_operation":
                    return inSession(method, extras, uid, requestId, session);
                default:
                    return Replies.error(requestId, "METHOD_NOT_FOUND");
            }
        } catch (JSONException | RuntimeException e) {
            Log.w(TAG, method + " failed", e);
            return Replies.error(requestId, "INTERNAL_ERROR");
        }
    }

    private Bundle negotiate(Bundle extras, int uid) throws JSONException {
        int[] offered = extras.getIntArray("consumer_versions");
        if (offered == null || !Arrays.stream(offered).anyMatch(v -> v == Replies.PROTOCOL)) {
            return Replies.negotiateError("UNSUPPORTED_VERSION");
        }
        Optional<CallerGrant> grant = callerPolicy().admit(uid);
        if (!grant.isPresent()) {
            return Replies.negotiateError("PERMISSION_DENIED");
        }
        // none of the optional capabilities (async_operations, cancellation, large_results) is offered here
        List<String> capabilities = Collections.emptyList();
        SessionStore.Session s = sessions.issue(grant.get(), capabilities);
        Map<String, Object> limits = new LinkedHashMap<>();
        limits.put("max_request_bytes", ToolCall.MAX_REQUEST_BYTES);
        limits.put("max_inline_result_bytes", 262144);
        limits.put("max_concurrent_requests", 4);
        limits.put("idempotency_window_seconds", 86400);
        JSONObject data = new JSONObject();
        data.put("selected_version", Replies.PROTOCOL);
        data.put("provider_id", providerId());
        data.put("provider_name", providerName());
        data.put("session_token", s.token());
        data.put("expires_at", isoUtc(s.expiresAtMs()));
        data.put("capabilities", new JSONArray(capabilities));
        data.put("limits", new JSONObject(limits));
        return Replies.negotiated(data);
    }

    private Bundle inSession(String method, Bundle extras, int uid, String requestId,
            Supplier<Optional<SessionStore.Session>> session) throws JSONException {
        if (extras.getInt("protocol_version", 0) != Replies.PROTOCOL || !ToolCall.isUuid(requestId)) {
            return Replies.error(requestId, "INVALID_REQUEST");
        }
        Optional<SessionStore.Session> live = session.get();
        if (!live.isPresent()) {
            return Replies.error(requestId, "NEGOTIATION_REQUIRED");
        }
        SessionStore.Session s = live.get();
        switch (method) {
            case "get_provider_info":
                return Replies.success(requestId, providerInfo());
            case "list_tools":
                return Replies.success(requestId, toolList(s));
            case "execute_tool":
                return execute(extras, uid, requestId, s);
            default:
                // get_operation / cancel_operation: async_operations and cancellation are never negotiated
                return Replies.error(requestId, "UNSUPPORTED_CAPABILITY");
        }
    }

    private JSONObject providerInfo() throws JSONException {
        JSONObject info = new JSONObject();
        info.put("provider_id", providerId());
        info.put("provider_name", providerName());
        info.put("description", description());
        info.put("schema_dialect", DIALECT);
        info.put("scopes", new JSONArray(scopes().stream().map(Scope::toJson).collect(Collectors.toList())));
        return info;
    }

    private JSONObject toolList(SessionStore.Session s) throws JSONException {
        Predicate<ToolDescriptor> visible = t -> s.grants(t.scopes());
        List<JSONObject> list = tools().values().stream()
                .filter(visible)
                .map(ToolDescriptor::toJson)
                .collect(Collectors.toList());
        JSONObject out = new JSONObject();
        out.put("revision", revision());
        out.put("tools", new JSONArray(list));
        return out;
    }

    private Bundle execute(Bundle extras, int uid, String requestId, SessionStore.Session s) throws JSONException {
        try {
            ToolCall call = ToolCall.parse(extras, uid);
            ToolDescriptor tool = Optional.ofNullable(tools().get(call.toolName()))
                    .orElseThrow(() -> new CetpException("TOOL_NOT_FOUND"));
            AccessDecision decision = authorize(ProviderRequest.of(call, tool, s));
            if (!decision.isAllowed()) {
                return Replies.error(requestId, decision.errorCode());
            }
            if (!tool.accepts(call.args())) {
                return Replies.error(requestId, "INVALID_ARGS");
            }
            if (!tool.effect().mutates()) {
                return Replies.inline(requestId, handlerFor(tool).handle(call));
            }
            Optional<JSONObject> done = mutationExecutor().recorded(call);
            if (done.isPresent()) {
                return Replies.inline(requestId, MutationLedger.replay(done.get()));
            }
            if (call.deadlinePassed()) {
                return Replies.error(requestId, "DEADLINE_EXCEEDED");
            }
            ApprovalStore.Verdict verdict = needsPrompt(tool).test(call)
                    ? confirmationGate().apply(call) : ApprovalStore.Verdict.CONFIRMED;
            if (verdict == ApprovalStore.Verdict.NEEDED) {
                String token = approvals.open(call, summarize(tool, call));
                return Replies.userAction(requestId, resolutions().apply(token), token);
            }
            if (verdict == ApprovalStore.Verdict.DENIED) {
                return Replies.error(requestId, "USER_CANCELLED");
            }
            if (verdict == ApprovalStore.Verdict.INVALID) {
                return Replies.error(requestId, "INVALID_REQUEST");
            }
            return Replies.inline(requestId, mutationExecutor().execute(call, handlerFor(tool)));
        } catch (CetpException e) {
            return Replies.error(requestId, e.code());
        }
    }

    private Predicate<ToolCall> needsPrompt(ToolDescriptor tool) {
        Predicate<ToolCall> always = call -> tool.confirmation() == ToolDescriptor.Confirmation.ALWAYS;
        Predicate<ToolCall> byPolicy = call -> tool.confirmation() == ToolDescriptor.Confirmation.PROVIDER_POLICY;
        return always.or(byPolicy.and(promptByPolicy()));
    }

    /** What the confirmation screen shows: the tool and every argument it will act on (§7.2). */
    private static String summarize(ToolDescriptor tool, ToolCall call) {
        JSONObject args = call.args();
        List<String> lines = new java.util.ArrayList<>();
        args.keys().forEachRemaining(lines::add);
        return tool.title() + "\n" + lines.stream()
                .sorted()
                .map(k -> k + ": " + args.opt(k))
                .collect(Collectors.joining("\n"));
    }

    private static String isoUtc(long ms) {
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US);
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        return f.format(new java.util.Date(ms));
    }

    // ---- the other ContentProvider entry points: only the app itself uses them ----

    /** True when the caller is Tallyspring itself (its widgets read through the providers). */
    protected final boolean fromThisApp() {
        return Binder.getCallingUid() == Process.myUid();
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        Log.w(TAG, "query refused for uid " + Binder.getCallingUid());
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        Log.w(TAG, "insert refused for uid " + Binder.getCallingUid());
        return null;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        Log.w(TAG, "update refused for uid " + Binder.getCallingUid());
        return 0;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        Log.w(TAG, "delete refused for uid " + Binder.getCallingUid());
        return 0;
    }
}
