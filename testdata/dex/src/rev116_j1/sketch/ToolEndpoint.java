package com.cinderbox.core;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Build;
import android.os.Bundle;
import android.util.Base64;
import android.util.Log;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What both Cinderbox tool providers share: the caller gate (one package per UID, signed by the assistant),
 * CETP v2 sessions, the deadline, the ledger of mutating requests and the method dispatch. The providers
 * describe their tools and run them.
 */
public abstract class ToolEndpoint extends ContentProvider {
    public static final String TAG = "Cinderbox";
    static final long SESSION_TTL_MS = 60L * 60L * 1000L;
    static final int MAX_REQUEST_BYTES = 65536;
    static final String LIMITS = "{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,"
            + "\"max_concurrent_requests\":4,\"idempotency_window_seconds\":86400}";
    /** SHA-256 of the assistant's signing certificate, current and the one it rotated from. */
    static final String[] ASSISTANT_CERTS = {
        "2cX8hM1rQp4sTe7vWy0zAb3dFg6jKm9nPq2tUw5xYz8=",
        "Lq3vN8sR2tYw6zBc9eFh1jMn4pQs7uVx0aCd3gHk6m8="
    };

    private final Map<String, Session> sessions = new ConcurrentHashMap<>();
    protected Ledger ledger;

    protected abstract void open();

    protected abstract String providerId();

    protected abstract String providerInfo();

    protected abstract String toolList();

    protected abstract boolean offersAsync();

    protected abstract boolean mutating(String tool);

    protected abstract Bundle run(ToolCall call) throws Exception;

    protected abstract Bundle operation(int uid, String requestId, String operationId) throws Exception;

    @Override
    public boolean onCreate() {
        ledger = new Ledger(getContext());
        open();
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle req = extras != null ? extras : Bundle.EMPTY;
        if (!admitted(uid)) {
            return Replies.error(req.getString("request_id"), "PERMISSION_DENIED",
                    "This app may not use Cinderbox tools", false);
        }
        if ("negotiate".equals(method)) {
            return negotiate(uid, req);
        }
        Bundle refusal = screen(uid, req);
        if (refusal != null) {
            return refusal;
        }
        try {
            return dispatch(method, uid, req);
        } catch (Exception e) {
            Log.e(TAG, "CETP call failed: " + method, e);
            return Replies.error(req.getString("request_id"), "INTERNAL_ERROR", "The tool could not complete", false);
        }
    }

    /** Exactly one package behind the UID, and that package signed with an assistant certificate. */
    private boolean admitted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] owners = pm.getPackagesForUid(uid);
        if (owners == null || owners.length != 1 || Build.VERSION.SDK_INT < 28) {
            return false;
        }
        for (String cert : ASSISTANT_CERTS) {
            if (pm.hasSigningCertificate(uid, Base64.decode(cert, Base64.DEFAULT), PackageManager.CERT_INPUT_SHA256)) {
                return true;
            }
        }
        return false;
    }

    private Bundle negotiate(int uid, Bundle req) {
        int[] offered = req.getIntArray("consumer_versions");
        boolean common = false;
        if (offered != null) {
            for (int v : offered) {
                common |= v == 2;
            }
        }
        if (!common) {
            return Replies.error(null, "UNSUPPORTED_VERSION", "No common CETP version", false);
        }
        boolean async = offersAsync()
                && req.getString("consumer_capabilities", "[]").contains("\"async_operations\"");
        String token = Tokens.fresh();
        sessions.put(token, new Session(uid, async, System.currentTimeMillis() + SESSION_TTL_MS));
        return Replies.success(null, "{\"selected_version\":2,\"provider_id\":\"" + providerId()
                + "\",\"provider_name\":\"Cinderbox\",\"session_token\":\"" + token + "\",\"capabilities\":"
                + (async ? "[\"async_operations\"]" : "[]") + ",\"limits\":" + LIMITS + "}");
    }

    /** Version, session and deadline of a v2 request: an error reply, or null when the request may go on. */
    private Bundle screen(int uid, Bundle req) {
        String rid = req.getString("request_id");
        if (req.getInt("protocol_version", 1) != 2) {
            return Replies.error(rid, "UNSUPPORTED_VERSION", "Cinderbox serves CETP v2 only", false);
        }
        Session session = sessions.get(req.getString("session_token", ""));
        if (session == null || session.uid != uid || session.expiresAt < System.currentTimeMillis()) {
            return Replies.error(rid, "NEGOTIATION_REQUIRED", "Negotiate a new session", true);
        }
        if (rid == null || rid.isEmpty()) {
            return Replies.error(rid, "INVALID_REQUEST", "request_id is required", false);
        }
        if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return Replies.error(rid, "DEADLINE_EXCEEDED", "The deadline has already passed", false);
        }
        return null;
    }

    private Bundle dispatch(String method, int uid, Bundle req) throws Exception {
        String rid = req.getString("request_id");
        if ("get_provider_info".equals(method)) {
            return Replies.success(rid, providerInfo());
        }
        if ("list_tools".equals(method)) {
            return Replies.success(rid, toolList());
        }
        if ("execute_tool".equals(method)) {
            return execute(uid, req);
        }
        if ("get_operation".equals(method)) {
            Session session = sessions.get(req.getString("session_token", ""));
            if (session == null || !session.async) {
                return Replies.error(rid, "UNSUPPORTED_CAPABILITY", "async_operations was not negotiated", false);
            }
            return operation(uid, rid, req.getString("operation_id", ""));
        }
        return Replies.error(rid, "METHOD_NOT_FOUND", "No such method", false);
    }

    private Bundle execute(int uid, Bundle req) throws Exception {
        ToolCall call = new ToolCall(uid, req);
        if (call.rawArgs.getBytes(StandardCharsets.UTF_8).length > MAX_REQUEST_BYTES) {
            return Replies.error(call.requestId, "INVALID_ARGS", "The arguments exceed max_request_bytes", false);
        }
        if (!mutating(call.tool)) {
            return run(call);
        }
        String digest = Ledger.digest(call.tool + '\n' + call.rawArgs);
        String[] earlier = ledger.recall(providerId(), uid, call.requestId);
        if (earlier != null) {
            if (!earlier[0].equals(call.tool) || !earlier[1].equals(digest)) {
                return Replies.error(call.requestId, "INVALID_REQUEST",
                        "This request_id was used for a different call", false);
            }
            return Replies.replay(call.requestId, earlier[2], earlier[3]);
        }
        Bundle outcome = run(call);
        if (Replies.keepable(outcome)) {
            ledger.keep(providerId(), call, digest, outcome);
        }
        return outcome;
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

    /** A negotiated session: bound to the UID that negotiated it, its capability set and an expiry. */
    static final class Session {
        final int uid;
        final boolean async;
        final long expiresAt;

        Session(int uid, boolean async, long expiresAt) {
            this.uid = uid;
            this.async = async;
            this.expiresAt = expiresAt;
        }
    }
}
