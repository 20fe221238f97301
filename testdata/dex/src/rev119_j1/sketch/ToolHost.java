package com.hearthlist.cetp;

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
import android.os.SystemClock;
import android.util.Log;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 by hand: caller check, negotiation, sessions, screening and dispatch shared by both providers. */
public abstract class ToolHost extends ContentProvider {
    private static final String TAG = "ToolHost";
    private static final int PROTOCOL = 2;
    private static final int MAX_REQUEST_BYTES = 65536;
    private static final long SESSION_TTL_MS = 3_600_000L;
    private static final Set<ToolKind> MUTATING = EnumSet.of(ToolKind.CREATE, ToolKind.UPDATE, ToolKind.DELETE);
    private static final byte[] ASSISTANT_CERT = Base16.decode(
            "5f3a1c9e7b2d4a6f8e0c1b3d5a7f9e2c4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a");

    private final Map<String, Session> sessions = new ConcurrentHashMap<>();
    private Ledger ledger;

    @Override
    public boolean onCreate() {
        ledger = new Ledger(getContext());
        open(getContext());
        return true;
    }

    protected abstract void open(Context context);

    protected abstract String providerId();

    protected abstract JSONObject providerInfo();

    protected abstract boolean offersAsync();

    protected abstract List<ToolSpec> specs();

    protected abstract Bundle run(ToolSpec spec, Request req);

    protected abstract Bundle operation(Request req, String operationId);

    public final Ledger ledger() {
        return ledger;
    }

    @Override
    public final Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String caller = getCallingPackage();
        if (!admitted(uid)) {
            return Replies.error(extras, "PERMISSION_DENIED", "This app may not use these tools", false);
        }
        try {
            if ("negotiate".equals(method)) {
                return negotiate(uid, extras);
            }
            return serve(method, uid, caller, extras);
        } catch (RuntimeException e) {
            Log.e(TAG, "call " + method + " failed", e);
            return Replies.error(extras, "INTERNAL_ERROR", "The provider could not finish this call", true);
        }
    }

    private boolean admitted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        if (Build.VERSION.SDK_INT >= 28) {
            return pm.hasSigningCertificate(uid, ASSISTANT_CERT, PackageManager.CERT_INPUT_SHA256);
        }
        return pm.checkSignatures(Process.myUid(), uid) == PackageManager.SIGNATURE_MATCH;
    }

    private Bundle negotiate(int uid, Bundle extras) {
        int[] versions = extras == null ? null : extras.getIntArray("consumer_versions");
        if (versions == null || Arrays.stream(versions).noneMatch(v -> v == PROTOCOL)) {
            return Replies.error((Bundle) null, "UNSUPPORTED_VERSION", "Only protocol version 2 is served", false);
        }
        Set<String> offered = capabilities(extras.getString("consumer_capabilities"));
        boolean async = offersAsync() && offered.contains("async_operations");
        String token = Tokens.mint(Tokens.STRONG);
        sessions.put(token, new Session(uid, async, SystemClock.elapsedRealtime() + SESSION_TTL_MS));
        JSONArray granted = new JSONArray();
        if (async) {
            granted.put("async_operations");
        }
        JSONObject limits = Replies.obj("max_request_bytes", MAX_REQUEST_BYTES, "max_inline_result_bytes", 262144,
                "max_concurrent_requests", 4, "idempotency_window_seconds", 86400);
        return Replies.data(null, Replies.obj("selected_version", PROTOCOL, "provider_id", providerId(),
                "provider_name", "Hearthlist", "session_token", token, "capabilities", granted, "limits", limits));
    }

    private static Set<String> capabilities(String json) {
        try {
            JSONArray offered = new JSONArray(Optional.ofNullable(json).orElse("[]"));
            return IntStream.range(0, offered.length()).mapToObj(offered::optString).collect(Collectors.toSet());
        } catch (JSONException e) {
            return Collections.emptySet();
        }
    }

    private Bundle serve(String method, int uid, String caller, Bundle extras) {
        if (extras == null || extras.getInt("protocol_version", 0) != PROTOCOL) {
            return Replies.error(extras, "UNSUPPORTED_VERSION", "protocol_version 2 is required", false);
        }
        Optional<Session> session = Extras.read(extras, "session_token", Bundle::getString)
                .map(sessions::get)
                .filter(s -> s.validFor(uid));
        if (!session.isPresent()) {
            return Replies.error(extras, "NEGOTIATION_REQUIRED", "Negotiate a session first", true);
        }
        String requestId = Extras.read(extras, "request_id", Bundle::getString).orElse(null);
        long deadline = Extras.read(extras, "deadline_at_ms", Bundle::getLong).orElse(0L);
        if (requestId == null || deadline <= 0L) {
            return Replies.error(extras, "INVALID_REQUEST", "request_id and deadline_at_ms are required", false);
        }
        if (System.currentTimeMillis() >= deadline) {
            return Replies.error(extras, "DEADLINE_EXCEEDED", "The deadline has passed", false);
        }
        Request req = Request.builder()
                .uid(uid)
                .callerPackage(caller)
                .requestId(requestId)
                .deadlineAtMs(deadline)
                .asyncGranted(session.get().async)
                .extras(extras)
                .build();
        switch (method) {
            case "get_provider_info":
                return Replies.data(extras, providerInfo());
            case "list_tools":
                return listTools(req);
            case "execute_tool":
                return execute(req);
            case "get_operation":
                if (!req.asyncGranted()) {
                    return Replies.error(req, "UNSUPPORTED_CAPABILITY", "async_operations was not negotiated", false);
                }
                String operationId = extras.getString("operation_id");
                if (operationId == null) {
                    return Replies.error(req, "INVALID_REQUEST", "operation_id is required", false);
                }
                return operation(req, operationId);
            default:
                return Replies.error(req, "METHOD_NOT_FOUND", "No such method", false);
        }
    }

    private Bundle listTools(Request req) {
        JSONArray tools = new JSONArray();
        boolean async = req.asyncGranted();
        specs().stream().map(s -> s.toJson(async)).forEach(tools::put);
        return Replies.data(req.extras(), Replies.obj("revision", providerId() + "-3", "tools", tools));
    }

    private Bundle execute(Request base) {
        String tool = base.extras().getString("tool_name");
        String rawArgs = Optional.ofNullable(base.extras().getString("args")).orElse("{}");
        if (rawArgs.getBytes(StandardCharsets.UTF_8).length > MAX_REQUEST_BYTES) {
            return Replies.error(base, "INVALID_ARGS", "args are larger than max_request_bytes", false);
        }
        Optional<ToolSpec> found = specs().stream().filter(s -> s.name().equals(tool)).findFirst();
        if (!found.isPresent()) {
            return Replies.error(base, "TOOL_NOT_FOUND", "No such tool", false);
        }
        JSONObject args;
        try {
            args = new JSONObject(rawArgs);
        } catch (JSONException e) {
            return Replies.error(base, "INVALID_ARGS", "args must be a JSON object", false);
        }
        Request req = base.toBuilder()
                .tool(tool)
                .rawArgs(rawArgs)
                .args(args)
                .resumeToken(base.extras().getString("resume_token"))
                .build();
        ToolSpec spec = found.get();
        if (!MUTATING.contains(spec.kind())) {
            return run(spec, req);
        }
        Optional<Bundle> kept = ledger.replay(providerId(), req);
        if (kept.isPresent()) {
            return kept.get();
        }
        Bundle out = run(spec, req);
        if ("success".equals(out.getString("status"))) {
            ledger.keep(providerId(), req, out.getString("data"));
        }
        return out;
    }

    @Override
    public final Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        throw new UnsupportedOperationException("tools are served through call()");
    }

    @Override
    public final String getType(Uri uri) {
        return null;
    }

    @Override
    public final Uri insert(Uri uri, ContentValues values) {
        throw new UnsupportedOperationException("tools are served through call()");
    }

    @Override
    public final int delete(Uri uri, String selection, String[] selectionArgs) {
        throw new UnsupportedOperationException("tools are served through call()");
    }

    @Override
    public final int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw new UnsupportedOperationException("tools are served through call()");
    }

    /** A negotiated session: bound to the UID that negotiated it and to what was granted. */
    static final class Session {
        final int uid;
        final boolean async;
        final long expiresAt;

        Session(int uid, boolean async, long expiresAt) {
            this.uid = uid;
            this.async = async;
            this.expiresAt = expiresAt;
        }

        boolean validFor(int caller) {
            return uid == caller && SystemClock.elapsedRealtime() < expiresAt;
        }
    }
}
