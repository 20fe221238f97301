package com.quirewell.cetp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.quirewell.data.Ledger;
import com.quirewell.data.QuireDatabase;
import com.quirewell.data.Sessions;
import com.quirewell.data.Tickets;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The CETP v2 provider both Quirewell authorities share: call() reads the caller, then an EnumMap of method
 * handlers serves negotiate, get_provider_info, list_tools and execute_tool. The tools come from the catalog class
 * the subclass names, instantiated by Class.forName in onCreate, and run on a small pool behind a guard proxy.
 */
public abstract class QuireToolProvider extends ContentProvider implements ToolHost {
    private static final String TAG = "QuireToolProvider";

    /** One CETP method. */
    interface MethodHandler {
        Bundle handle(int uid, Bundle extras) throws JSONException;
    }

    private final String providerKey;
    private final String catalogClass;
    private final String ticketKind;
    private final EnumMap<CetpMethod, MethodHandler> handlers = new EnumMap<>(CetpMethod.class);
    private final Set<String> inFlight = new HashSet<>();
    private ToolCatalog catalog;
    private ToolRegistry registry;
    private ExecutorService pool;
    private SQLiteDatabase db;
    private Sessions sessions;
    private Ledger ledger;
    private Confirmations confirmations;

    protected QuireToolProvider(String providerKey, String catalogClass, String ticketKind) {
        this.providerKey = providerKey;
        this.catalogClass = catalogClass;
        this.ticketKind = ticketKind;
    }

    /** The InvocationHandler of the proxy every tool of this provider runs behind. */
    protected abstract InvocationHandler guard(ToolRegistry.Entry entry);

    /** The provider id: the app package plus the provider key. */
    protected final String providerId() {
        return "com.quirewell." + providerKey;
    }

    @Override
    public boolean onCreate() {
        Context context = getContext();
        db = QuireDatabase.get(context).getWritableDatabase();
        sessions = new Sessions(db, providerId(), TokenSources.create("session"));
        ledger = new Ledger(db);
        confirmations = new Confirmations(context, new Tickets(db), TokenSources.create(ticketKind));
        pool = Executors.newFixedThreadPool(2);
        registry = new ToolRegistry();
        try {
            catalog = (ToolCatalog) Class.forName(catalogClass).getDeclaredConstructor().newInstance();
            catalog.populate(registry, this);
        } catch (ReflectiveOperationException | JSONException e) {
            Log.e(TAG, "tool catalog " + catalogClass + " failed to load", e);
            return false;
        }
        handlers.put(CetpMethod.NEGOTIATE, this::negotiate);
        handlers.put(CetpMethod.GET_PROVIDER_INFO, this::providerInfo);
        handlers.put(CetpMethod.LIST_TOOLS, this::listTools);
        handlers.put(CetpMethod.EXECUTE_TOOL, this::executeTool);
        return true;
    }

    @Override
    public Context context() {
        return getContext();
    }

    @Override
    public SQLiteDatabase database() {
        return db;
    }

    @Override
    public Confirmations confirmations() {
        return confirmations;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : Bundle.EMPTY;
        String requestId = in.getString(Cetp.REQUEST_ID);
        if (!CallerCheck.trusted(getContext(), uid)) {
            return Replies.error(requestId, Cetp.PERMISSION_DENIED, "This app may not use Quirewell tools", false);
        }
        CetpMethod m = CetpMethod.fromWire(method);
        MethodHandler handler = m == null ? null : handlers.get(m);
        if (handler == null) {
            return Replies.error(requestId, Cetp.METHOD_NOT_FOUND, "Unknown method", false);
        }
        try {
            return handler.handle(uid, in);
        } catch (JSONException | RuntimeException e) {
            Log.e(TAG, method + " failed", e);
            return Replies.error(requestId, Cetp.INTERNAL_ERROR, "The provider could not handle the request", false);
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
        JSONArray capabilities = new JSONArray();
        for (int i = 0; i < offered.length(); i++) {
            if (Cetp.CAP_LARGE_RESULTS.equals(offered.optString(i))) {
                capabilities.put(Cetp.CAP_LARGE_RESULTS);
            }
        }
        Sessions.Session session = sessions.open(uid, capabilities.length() > 0);
        JSONObject limits = new JSONObject()
                .put("max_request_bytes", Cetp.MAX_REQUEST_BYTES)
                .put("max_inline_result_bytes", Cetp.MAX_INLINE_RESULT_BYTES)
                .put("max_concurrent_requests", 2)
                .put("idempotency_window_seconds", Cetp.IDEMPOTENCY_WINDOW_MS / 1000L);
        JSONObject info = catalog.providerInfo();
        JSONObject data = new JSONObject()
                .put("selected_version", Cetp.VERSION)
                .put("provider_id", providerId())
                .put("provider_name", info.getString("provider_name"))
                .put("session_token", session.token())
                .put("expires_at", Instant.ofEpochMilli(session.expiresAt()).toString())
                .put("capabilities", capabilities)
                .put("limits", limits);
        return Replies.negotiated(data);
    }

    /** The checks every v2 method after negotiate shares; null when the request may go on. */
    private Bundle refuse(int uid, Sessions.Session session, Bundle extras) {
        String requestId = extras.getString(Cetp.REQUEST_ID);
        if (extras.getInt(Cetp.PROTOCOL_VERSION, 0) != Cetp.VERSION || requestId == null) {
            return Replies.error(requestId, Cetp.INVALID_REQUEST, "protocol_version 2 and request_id are required", false);
        }
        if (session == null || !session.belongsTo(uid)) {
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
        Bundle refused = refuse(uid, sessions.find(extras.getString(Cetp.SESSION_TOKEN)), extras);
        if (refused != null) {
            return refused;
        }
        JSONObject info = catalog.providerInfo().put("provider_id", providerId());
        return Replies.data(extras.getString(Cetp.REQUEST_ID), info);
    }

    Bundle listTools(int uid, Bundle extras) throws JSONException {
        Bundle refused = refuse(uid, sessions.find(extras.getString(Cetp.SESSION_TOKEN)), extras);
        if (refused != null) {
            return refused;
        }
        return Replies.data(extras.getString(Cetp.REQUEST_ID), registry.listing());
    }

    Bundle executeTool(int uid, Bundle extras) throws JSONException {
        Sessions.Session session = sessions.find(extras.getString(Cetp.SESSION_TOKEN));
        Bundle refused = refuse(uid, session, extras);
        if (refused != null) {
            return refused;
        }
        String requestId = extras.getString(Cetp.REQUEST_ID);
        String toolName = extras.getString(Cetp.TOOL_NAME);
        ToolRegistry.Entry entry = registry.find(toolName);
        if (entry == null) {
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
        Invocation inv = new Invocation(uid, providerId(), requestId, extras.getLong(Cetp.DEADLINE_AT_MS), toolName,
                args, Invocation.digest(toolName, rawArgs), extras.getString(Cetp.RESUME_TOKEN), session.largeResults());
        Tool guarded = (Tool) Proxy.newProxyInstance(Tool.class.getClassLoader(), new Class<?>[] {Tool.class},
                guard(entry));
        Future<Bundle> pending = pool.submit(() -> runOnce(guarded, entry, inv));
        try {
            return pending.get(Math.max(1L, inv.remainingMs()), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return Replies.error(requestId, Cetp.DEADLINE_EXCEEDED, "The tool did not finish before the deadline", false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Replies.error(requestId, Cetp.UNAVAILABLE, "The provider is shutting down", true);
        } catch (ExecutionException e) {
            Log.e(TAG, toolName + " failed", e.getCause());
            return Replies.error(requestId, Cetp.INTERNAL_ERROR, "The tool failed", false);
        }
    }

    /** On the pool: one executor per request, the ledger's answer if there is one, the resume token, the tool. */
    private Bundle runOnce(Tool tool, ToolRegistry.Entry entry, Invocation inv) throws Exception {
        String key = inv.uid() + "/" + inv.requestId();
        synchronized (inFlight) {
            if (!inFlight.add(key)) {
                return Replies.error(inv.requestId(), Cetp.CONFLICT, "This request is already running", true);
            }
        }
        try {
            if (entry.mutates()) {
                Ledger.Record prior = ledger.recall(inv.provider(), inv.uid(), inv.requestId());
                if (prior != null) {
                    if (!prior.matches(inv)) {
                        return Replies.error(inv.requestId(), Cetp.INVALID_REQUEST,
                                "request_id was used for another call", false);
                    }
                    return prior.reply();
                }
            }
            if (inv.resumeToken() != null) {
                Tickets.Verdict verdict = confirmations.redeem(inv);
                if (verdict == Tickets.Verdict.DENIED) {
                    return Replies.error(inv.requestId(), Cetp.USER_CANCELLED, "The user declined", false);
                }
                if (verdict != Tickets.Verdict.APPROVED) {
                    return Replies.error(inv.requestId(), Cetp.INVALID_REQUEST,
                            "The resume token does not fit this call", false);
                }
                inv.markApproved();
            }
            if (inv.remainingMs() <= 0L) {
                return Replies.error(inv.requestId(), Cetp.DEADLINE_EXCEEDED, "The deadline has passed", false);
            }
            Bundle reply = tool.run(inv);
            if (entry.mutates() && !Cetp.USER_ACTION_REQUIRED.equals(reply.getString(Cetp.ERROR_CODE))) {
                ledger.keep(inv, reply);
            }
            return reply;
        } finally {
            synchronized (inFlight) {
                inFlight.remove(key);
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
