package com.tallyhouse.cetp;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Build;
import android.os.Bundle;
import android.os.Process;
import android.util.Log;
import com.tallyhouse.bus.AppEventBus;
import com.tallyhouse.data.TallyDb;
import java.nio.charset.Charset;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 by hand for the app's tool providers: subclasses fill in the template methods. */
public abstract class BaseToolProvider extends ContentProvider implements CetpKeys {
    private static final String TAG = "TallyTools";
    private static final Charset UTF_8 = Charset.forName("UTF-8");
    private static final byte[] ASSISTANT_CERT_SHA256 =
            Ids.unhex("9c41e07d2b5f8a36c1d4e7f0a2b5c8d1e4f7a0b3c6d9e2f5a8b1c4d7e0f3a6b9");

    private final ThreadLocal<CallInfo> current = new ThreadLocal<CallInfo>();
    private Ledger ledger;
    protected TallyDb db;
    protected final AppEventBus bus = AppEventBus.get();
    protected final Confirmations confirmations = Confirmations.get();

    @Override
    public boolean onCreate() {
        ledger = new Ledger(getContext());
        db = TallyDb.get(getContext());
        bus.register(auditTopic(), new AppEventBus.Listener() {
            @Override
            public void onEvent(String topic, Bundle event) {
                ledger.audit(event.getInt("uid"), event.getString("tool"), event.getString("outcome"));
            }
        });
        onReady(getContext());
        return true;
    }

    protected abstract void onReady(Context context);

    protected abstract String providerId();

    protected abstract String providerInfoJson();

    protected abstract String toolsJson();

    protected abstract boolean supportsAsync();

    protected abstract Bundle handle(String tool, JSONObject args);

    /** The caller's live session for this token, or null; the registry binds it to the UID. */
    protected SessionRegistry.Session sessionFor(String token, int uid) {
        return SessionRegistry.get().lookup(token, uid);
    }

    protected final CallInfo currentCall() {
        return current.get();
    }

    protected final Ledger ledger() {
        return ledger;
    }

    protected final String auditTopic() {
        return TOPIC_AUDIT + ":" + providerId();
    }

    @Override
    public final Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String caller = getCallingPackage();
        if (!admitted(uid)) {
            return Replies.error(extras, "PERMISSION_DENIED", "This app may not use Tallyhouse tools", false);
        }
        try {
            if (METHOD_NEGOTIATE.equals(method)) {
                return negotiate(uid, extras);
            }
            return serve(method, uid, caller, extras);
        } catch (RuntimeException e) {
            Log.e(TAG, "call " + method + " failed", e);
            return Replies.error(extras, "INTERNAL_ERROR", "Tallyhouse could not finish this call", true);
        }
    }

    private boolean admitted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        if (Build.VERSION.SDK_INT >= 28) {
            return pm.hasSigningCertificate(uid, ASSISTANT_CERT_SHA256, PackageManager.CERT_INPUT_SHA256);
        }
        return pm.checkSignatures(Process.myUid(), uid) == PackageManager.SIGNATURE_MATCH;
    }

    private Bundle negotiate(int uid, Bundle extras) {
        int[] versions = extras == null ? null : extras.getIntArray(KEY_CONSUMER_VERSIONS);
        boolean offered = false;
        for (int i = 0; versions != null && i < versions.length; i++) {
            offered |= versions[i] == PROTOCOL_VERSION;
        }
        if (!offered) {
            return Replies.error((Bundle) null, "UNSUPPORTED_VERSION", "Only protocol version 2 is served", false);
        }
        boolean async = supportsAsync() && offers(extras.getString(KEY_CONSUMER_CAPABILITIES), "async_operations");
        String token = Ids.compose("s", Ids.secure().nextLong(), Ids.secure().nextLong(), Ids.secure().nextLong());
        SessionRegistry.get().open(token, uid, providerId(), async, SESSION_TTL_MS);
        JSONArray granted = new JSONArray();
        if (async) {
            granted.put("async_operations");
        }
        JSONObject limits = Replies.obj("max_request_bytes", MAX_REQUEST_BYTES,
                "max_inline_result_bytes", MAX_INLINE_RESULT_BYTES, "max_concurrent_requests", 2,
                "idempotency_window_seconds", 86400);
        return Replies.data(null, Replies.obj("selected_version", PROTOCOL_VERSION, "provider_id", providerId(),
                "provider_name", "Tallyhouse", "session_token", token, "capabilities", granted, "limits", limits));
    }

    private static boolean offers(String capabilitiesJson, String capability) {
        try {
            JSONArray offered = new JSONArray(capabilitiesJson == null ? "[]" : capabilitiesJson);
            for (int i = 0; i < offered.length(); i++) {
                if (capability.equals(offered.optString(i))) {
                    return true;
                }
            }
        } catch (JSONException e) {
            Log.w(TAG, "consumer_capabilities is not a JSON array");
        }
        return false;
    }

    private Bundle serve(String method, int uid, String caller, Bundle extras) {
        if (extras == null || extras.getInt(KEY_PROTOCOL_VERSION, 0) != PROTOCOL_VERSION) {
            return Replies.error(extras, "UNSUPPORTED_VERSION", "protocol_version 2 is required", false);
        }
        SessionRegistry.Session session = sessionFor(extras.getString(KEY_SESSION_TOKEN), uid);
        if (session == null) {
            return Replies.error(extras, "NEGOTIATION_REQUIRED", "Negotiate a session first", true);
        }
        String requestId = extras.getString(KEY_REQUEST_ID);
        long deadline = extras.getLong(KEY_DEADLINE_AT_MS, 0L);
        if (requestId == null || deadline <= 0L) {
            return Replies.error(extras, "INVALID_REQUEST", "request_id and deadline_at_ms are required", false);
        }
        if (System.currentTimeMillis() >= deadline) {
            return Replies.error(extras, "DEADLINE_EXCEEDED", "The deadline has passed", false);
        }
        CallInfo call = new CallInfo(uid, caller, requestId, deadline, session.async, extras);
        switch (method) {
            case METHOD_PROVIDER_INFO:
                return Replies.data(extras, json(providerInfoJson()));
            case METHOD_LIST_TOOLS:
                return Replies.data(extras, Replies.obj("revision", providerId() + "-7", "tools", visibleTools(call)));
            case METHOD_EXECUTE_TOOL:
                return execute(call);
            case METHOD_GET_OPERATION:
                return operation(call, extras.getString(KEY_OPERATION_ID));
            default:
                return Replies.error(call, "METHOD_NOT_FOUND", "No such method", false);
        }
    }

    private Bundle execute(CallInfo call) {
        String tool = call.extras.getString(KEY_TOOL_NAME);
        String raw = call.extras.getString(KEY_ARGS);
        if (raw == null) {
            raw = "{}";
        }
        if (raw.getBytes(UTF_8).length > MAX_REQUEST_BYTES) {
            return Replies.error(call, "INVALID_ARGS", "args are larger than max_request_bytes", false);
        }
        JSONObject descriptor = descriptor(tool);
        if (descriptor == null) {
            return Replies.error(call, "TOOL_NOT_FOUND", "No such tool", false);
        }
        JSONObject args;
        try {
            args = new JSONObject(raw);
        } catch (JSONException e) {
            return Replies.error(call, "INVALID_ARGS", "args must be a JSON object", false);
        }
        call.bind(tool, raw, call.extras.getString(KEY_RESUME_TOKEN));
        boolean mutating = !"read".equals(descriptor.optJSONObject("annotations").optString("effect"));
        if (mutating) {
            Bundle kept = ledger.replay(providerId(), call);
            if (kept != null) {
                return kept;
            }
        }
        Bundle out;
        current.set(call);
        try {
            out = handle(tool, args);
        } finally {
            current.remove();
        }
        if (mutating && "success".equals(out.getString(KEY_STATUS))) {
            ledger.keep(providerId(), call, out.getString(KEY_DATA));
        }
        Bundle event = new Bundle();
        event.putInt("uid", call.uid);
        event.putString("tool", tool);
        event.putString("outcome", out.getString(KEY_STATUS));
        bus.post(auditTopic(), event);
        return out;
    }

    private Bundle operation(CallInfo call, String operationId) {
        if (!call.async) {
            return Replies.error(call, "UNSUPPORTED_CAPABILITY", "async_operations was not negotiated", false);
        }
        if (operationId == null) {
            return Replies.error(call, "INVALID_REQUEST", "operation_id is required", false);
        }
        Ledger.Operation op = ledger.operation(providerId(), operationId, call.uid);
        if (op == null) {
            return Replies.error(call, "INVALID_REQUEST", "Unknown operation_id", false);
        }
        return Replies.operation(call, op);
    }

    /** Parks the call until the user answers on the provider's own screen. */
    protected final Bundle askUser(CallInfo call, String screen, String summary, int flags) {
        String token = Ids.compose("rt", Ids.secure().nextLong(), Ids.secure().nextLong());
        confirmations.open(token, call, summary, CONFIRM_TTL_MS);
        PendingIntent resolution = Resolutions.pending(getContext(), screen, flags,
                EXTRA_RESUME_TOKEN, token, EXTRA_SUMMARY, summary);
        return Replies.needsUser(call, resolution, token, summary);
    }

    /** Tools that may run as operations are listed only to sessions that negotiated async_operations. */
    private JSONArray visibleTools(CallInfo call) {
        JSONArray all = tools();
        JSONArray out = new JSONArray();
        for (int i = 0; i < all.length(); i++) {
            JSONObject one = all.optJSONObject(i);
            if (call.async || !"sync_or_async".equals(one.optJSONObject("annotations").optString("execution"))) {
                out.put(one);
            }
        }
        return out;
    }

    private JSONArray tools() {
        try {
            return new JSONArray(toolsJson());
        } catch (JSONException e) {
            throw new IllegalStateException("bad tool list", e);
        }
    }

    private JSONObject descriptor(String tool) {
        JSONArray all = tools();
        for (int i = 0; tool != null && i < all.length(); i++) {
            JSONObject one = all.optJSONObject(i);
            if (tool.equals(one.optString("name"))) {
                return one;
            }
        }
        return null;
    }

    private static JSONObject json(String text) {
        try {
            return new JSONObject(text);
        } catch (JSONException e) {
            throw new IllegalStateException("bad provider info", e);
        }
    }

    @Override
    public final Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs,
            String sortOrder) {
        throw new UnsupportedOperationException("Tallyhouse tools are served through call()");
    }

    @Override
    public final String getType(Uri uri) {
        return null;
    }

    @Override
    public final Uri insert(Uri uri, ContentValues values) {
        throw new UnsupportedOperationException("Tallyhouse tools are served through call()");
    }

    @Override
    public final int delete(Uri uri, String selection, String[] selectionArgs) {
        throw new UnsupportedOperationException("Tallyhouse tools are served through call()");
    }

    @Override
    public final int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw new UnsupportedOperationException("Tallyhouse tools are served through call()");
    }
}
