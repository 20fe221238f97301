package com.copperwick.cetp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.copperwick.data.Ledger;
import com.copperwick.data.Tickets;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The CETP v2 call() both Copperwick providers share. The CETP methods are a static table keyed by the method
 * name; the tools, settings and stores come from the Container the subclass's Module configures in onCreate.
 */
public abstract class CopperToolProvider extends ContentProvider {
    private static final String TAG = "CopperToolProvider";

    /** One CETP method, served for the provider it is called with. */
    interface MethodHandler {
        Bundle handle(CopperToolProvider provider, int uid, Bundle extras) throws JSONException;
    }

    private static final Map<String, MethodHandler> HANDLERS = new HashMap<>();

    static {
        HANDLERS.put(Cetp.M_NEGOTIATE, CopperToolProvider::negotiate);
        HANDLERS.put(Cetp.M_PROVIDER_INFO, CopperToolProvider::providerInfo);
        HANDLERS.put(Cetp.M_LIST_TOOLS, CopperToolProvider::listTools);
        HANDLERS.put(Cetp.M_EXECUTE_TOOL, CopperToolProvider::executeTool);
    }

    private final Module module;
    private final Set<String> running = new HashSet<>();
    private Container container;

    protected CopperToolProvider(Module module) {
        this.module = module;
    }

    @Override
    public boolean onCreate() {
        try {
            container = Container.build(getContext(), module);
            return true;
        } catch (IOException | JSONException e) {
            Log.e(TAG, "cannot configure the " + module.key() + " tools", e);
            return false;
        }
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : Bundle.EMPTY;
        String requestId = in.getString(Cetp.REQUEST_ID);
        if (!CallerCheck.allowed(getContext(), uid)) {
            return Replies.error(requestId, Cetp.PERMISSION_DENIED, "This app may not use Copperwick tools", false);
        }
        MethodHandler handler = HANDLERS.get(method);
        if (handler == null) {
            return Replies.error(requestId, Cetp.METHOD_NOT_FOUND, "Unknown method", false);
        }
        try {
            return handler.handle(this, uid, in);
        } catch (JSONException | RuntimeException e) {
            Log.e(TAG, method + " failed", e);
            return Replies.error(requestId, Cetp.INTERNAL_ERROR, "The request could not be handled", false);
        }
    }

    Bundle negotiate(int uid, Bundle extras) throws JSONException {
        int[] versions = extras.getIntArray(Cetp.CONSUMER_VERSIONS);
        boolean v2 = false;
        if (versions != null) {
            for (int v : versions) {
                v2 |= v == Cetp.VERSION;
            }
        }
        if (!v2) {
            return Replies.error(null, Cetp.UNSUPPORTED_VERSION, "Only CETP version 2 is served", false);
        }
        JSONArray offered = new JSONArray(extras.getString(Cetp.CONSUMER_CAPABILITIES, "[]"));
        JSONArray granted = new JSONArray();
        for (int i = 0; i < offered.length(); i++) {
            if (Cetp.CAP_LARGE_RESULTS.equals(offered.optString(i))) {
                granted.put(Cetp.CAP_LARGE_RESULTS);
            }
        }
        long expiresAt = System.currentTimeMillis() + Cetp.SESSION_TTL_MS;
        String token = container.sessions().open(uid, granted.length() > 0, expiresAt);
        JSONObject limits = new JSONObject()
                .put("max_request_bytes", Cetp.MAX_REQUEST_BYTES)
                .put("max_inline_result_bytes", Cetp.MAX_INLINE_RESULT_BYTES)
                .put("max_concurrent_requests", 2)
                .put("idempotency_window_seconds", Cetp.IDEMPOTENCY_WINDOW_MS / 1000L);
        JSONObject data = new JSONObject()
                .put("selected_version", Cetp.VERSION)
                .put("provider_id", container.providerId())
                .put("provider_name", container.config().providerInfo().getString("provider_name"))
                .put("session_token", token)
                .put("expires_at", Instant.ofEpochMilli(expiresAt).toString())
                .put("capabilities", granted)
                .put("limits", limits);
        return Replies.negotiated(data);
    }

    /** Checks shared by every method after negotiate; null when the request may go on. */
    private Bundle refuse(int uid, int session, Bundle extras) {
        String requestId = extras.getString(Cetp.REQUEST_ID);
        if (extras.getInt(Cetp.PROTOCOL_VERSION, 0) != Cetp.VERSION || requestId == null) {
            return Replies.error(requestId, Cetp.INVALID_REQUEST, "protocol_version 2 and request_id are required", false);
        }
        if (session < 0) {
            return Replies.error(requestId, Cetp.NEGOTIATION_REQUIRED, "Negotiate a session first", true);
        }
        long deadline = extras.getLong(Cetp.DEADLINE_AT_MS, 0L);
        if (deadline <= 0L) {
            return Replies.error(requestId, Cetp.INVALID_REQUEST, "deadline_at_ms is required", false);
        }
        if (System.currentTimeMillis() >= deadline) {
            return Replies.error(requestId, Cetp.DEADLINE_EXCEEDED, "The deadline has passed", false);
        }
        return null;
    }

    Bundle providerInfo(int uid, Bundle extras) throws JSONException {
        int session = container.sessions().check(extras.getString(Cetp.SESSION_TOKEN), uid);
        Bundle refused = refuse(uid, session, extras);
        if (refused != null) {
            return refused;
        }
        JSONObject info = new JSONObject(container.config().providerInfo().toString())
                .put("provider_id", container.providerId());
        return Replies.data(extras.getString(Cetp.REQUEST_ID), info);
    }

    Bundle listTools(int uid, Bundle extras) throws JSONException {
        int session = container.sessions().check(extras.getString(Cetp.SESSION_TOKEN), uid);
        Bundle refused = refuse(uid, session, extras);
        if (refused != null) {
            return refused;
        }
        return Replies.data(extras.getString(Cetp.REQUEST_ID), container.config().listing());
    }

    Bundle executeTool(int uid, Bundle extras) throws JSONException {
        int session = container.sessions().check(extras.getString(Cetp.SESSION_TOKEN), uid);
        Bundle refused = refuse(uid, session, extras);
        if (refused != null) {
            return refused;
        }
        String requestId = extras.getString(Cetp.REQUEST_ID);
        String toolName = extras.getString(Cetp.TOOL_NAME);
        Tool tool = toolName == null ? null : container.tool(toolName);
        if (tool == null || container.config().descriptor(toolName) == null) {
            return Replies.error(requestId, Cetp.TOOL_NOT_FOUND, "No such tool", false);
        }
        String rawArgs = extras.getString(Cetp.ARGS, "{}");
        if (rawArgs.getBytes(StandardCharsets.UTF_8).length > Cetp.MAX_REQUEST_BYTES) {
            return Replies.error(requestId, Cetp.INVALID_ARGS, "args exceed max_request_bytes", false);
        }
        JSONObject args;
        try {
            args = new JSONObject(rawArgs);
        } catch (JSONException e) {
            return Replies.error(requestId, Cetp.INVALID_ARGS, "args must be a JSON object", false);
        }
        Invocation inv = new Invocation(uid, container.providerId(), requestId, extras.getLong(Cetp.DEADLINE_AT_MS),
                toolName, args, Invocation.digest(toolName, rawArgs), extras.getString(Cetp.RESUME_TOKEN),
                session == 1);
        Future<Bundle> pending = container.executor().submit(() -> runOnce(tool, inv));
        try {
            return pending.get(Math.max(1L, inv.remainingMs()), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            pending.cancel(true);
            return Replies.error(requestId, Cetp.DEADLINE_EXCEEDED, "The tool did not finish in time", false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Replies.error(requestId, Cetp.UNAVAILABLE, "The provider is shutting down", true);
        } catch (ExecutionException e) {
            Log.e(TAG, toolName + " failed", e.getCause());
            return Replies.error(requestId, Cetp.INTERNAL_ERROR, "The tool failed", false);
        }
    }

    /** On the executor: one run per request id, the ledger's kept answer, the resume token, then the tool. */
    private Bundle runOnce(Tool tool, Invocation inv) throws Exception {
        String key = inv.uid() + "/" + inv.requestId();
        synchronized (running) {
            if (!running.add(key)) {
                return Replies.error(inv.requestId(), Cetp.CONFLICT, "This request is already running", true);
            }
        }
        try {
            boolean mutates = container.config().mutates(inv.tool());
            if (mutates) {
                String[] kept = container.ledger().recall(inv);
                if (kept != null) {
                    if (!kept[0].equals(inv.tool()) || !kept[1].equals(inv.argsDigest())) {
                        return Replies.error(inv.requestId(), Cetp.INVALID_REQUEST,
                                "request_id was already used for another call", false);
                    }
                    return Ledger.replay(inv.requestId(), kept[2]);
                }
            }
            if (inv.resumeToken() != null) {
                int verdict = container.confirmations().redeem(inv);
                if (verdict == Tickets.DENIED) {
                    return Replies.error(inv.requestId(), Cetp.USER_CANCELLED, "The user declined", false);
                }
                if (verdict != Tickets.APPROVED) {
                    return Replies.error(inv.requestId(), Cetp.INVALID_REQUEST,
                            "The resume token does not fit this call", false);
                }
                inv.markApproved();
            }
            if (inv.remainingMs() <= 0L) {
                return Replies.error(inv.requestId(), Cetp.DEADLINE_EXCEEDED, "The deadline has passed", false);
            }
            Bundle reply = tool.run(inv);
            if (mutates && !Cetp.USER_ACTION_REQUIRED.equals(reply.getString(Cetp.ERROR_CODE))) {
                container.ledger().keep(inv, reply);
            }
            return reply;
        } finally {
            synchronized (running) {
                running.remove(key);
            }
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
