package com.ferncastle.cetp;

import android.os.SystemClock;
import android.util.Log;
import com.ferncastle.data.JournalDb;
import com.ferncastle.plugin.AbstractTool;
import com.ferncastle.plugin.Chain;
import com.ferncastle.plugin.Interceptor;
import com.ferncastle.plugin.Invocation;
import com.ferncastle.plugin.Registry;
import com.ferncastle.plugin.Result;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.json.JSONException;
import org.json.JSONObject;

/** The interceptors providers compose their chains from. */
public final class Interceptors {
    private static final String TAG = "FerncastleChain";

    private Interceptors() {
    }

    /** Outermost: turns what escapes the chain into a failure with a fixed text, and writes the audit row. */
    public static final class Audit implements Interceptor {
        private final JournalDb db;
        private final String providerId;

        public Audit(JournalDb db, String providerId) {
            this.db = db;
            this.providerId = providerId;
        }

        @Override
        public Result<JSONObject> intercept(Chain chain) {
            Invocation inv = chain.invocation();
            Result<JSONObject> result;
            try {
                result = chain.proceed(inv);
            } catch (JSONException e) {
                result = Result.failed("INVALID_ARGS", "The arguments do not fit the tool's input schema", false, e);
            } catch (Exception e) {
                result = Result.failed("INTERNAL_ERROR", "Ferncastle Journal could not finish this call", false, e);
            }
            if (result.cause != null) {
                Log.w(TAG, inv.method + " " + inv.requestId + " failed", result.cause);
            }
            String outcome = result.succeeded() ? "ok" : result.code;
            try {
                db.audit(providerId, inv.uid, inv.method, inv.toolName(), inv.requestId, outcome);
            } catch (RuntimeException e) {
                Log.w(TAG, "audit row not written", e);
            }
            return result;
        }
    }

    /** Admits only the callers the provider's policy accepts. */
    public static final class Auth implements Interceptor {
        /** Decides on the UID that call() read. */
        public interface Policy {
            boolean admit(int uid);
        }

        private final Policy policy;

        public Auth(Policy policy) {
            this.policy = policy;
        }

        @Override
        public Result<JSONObject> intercept(Chain chain) throws Exception {
            Invocation inv = chain.invocation();
            if (!policy.admit(inv.uid)) {
                return Result.failed("PERMISSION_DENIED", "This app may not use Ferncastle Journal's tools", false);
            }
            return chain.proceed(inv);
        }
    }

    /** Answers NEGOTIATION_REQUIRED unless the call names a live session of its caller. */
    public static final class Session implements Interceptor {
        private final ToolHost.Sessions sessions;

        public Session(ToolHost.Sessions sessions) {
            this.sessions = sessions;
        }

        @Override
        public Result<JSONObject> intercept(Chain chain) throws Exception {
            Invocation inv = chain.invocation();
            if (ToolHost.needsSession(inv.method)) {
                JSONObject session = sessions.live(inv.extras.getString("session_token"), inv.uid);
                if (session == null) {
                    return Result.failed("NEGOTIATION_REQUIRED", "Negotiate a session first", true);
                }
                inv.put("session", session);
            }
            return chain.proceed(inv);
        }
    }

    /** A fixed number of tool calls per minute and bucket. */
    public static final class RateLimit implements Interceptor {
        /** The bucket a call counts against. */
        public interface Key {
            String of(Invocation inv);
        }

        private static final long WINDOW_MS = 60_000L;

        private final Key key;
        private final int perWindow;
        private final Map<String, long[]> windows = new HashMap<>();

        public RateLimit(Key key, int perWindow) {
            this.key = key;
            this.perWindow = perWindow;
        }

        @Override
        public Result<JSONObject> intercept(Chain chain) throws Exception {
            Invocation inv = chain.invocation();
            if (!"execute_tool".equals(inv.method)) {
                return chain.proceed(inv);
            }
            long wait = take(key.of(inv), SystemClock.elapsedRealtime());
            if (wait > 0L) {
                return Result.throttled("Too many tool calls; try again later", wait);
            }
            return chain.proceed(inv);
        }

        private synchronized long take(String bucket, long now) {
            long[] window = windows.get(bucket);
            if (window == null || now - window[0] >= WINDOW_MS) {
                window = new long[] {now, 0L};
                windows.put(bucket, window);
            }
            long calls = window[1] + 1L;
            window[1] = calls;
            return calls > perWindow ? WINDOW_MS - (now - window[0]) : 0L;
        }
    }

    /** Refuses a passed deadline, then runs the rest of the chain on a worker and waits at most until the deadline. */
    public static final class Deadline implements Interceptor {
        private final ExecutorService workers;

        public Deadline(ExecutorService workers) {
            this.workers = workers;
        }

        @Override
        public Result<JSONObject> intercept(Chain chain) throws Exception {
            Invocation inv = chain.invocation();
            if (!"execute_tool".equals(inv.method)) {
                return chain.proceed(inv);
            }
            if (!inv.extras.containsKey("deadline_at_ms")) {
                return Result.failed("INVALID_REQUEST", "deadline_at_ms is required", false);
            }
            long left = inv.extras.getLong("deadline_at_ms", 0L) - System.currentTimeMillis();
            if (left <= 0L) {
                return Result.failed("DEADLINE_EXCEEDED", "The deadline had passed before the tool started", false);
            }
            long started = SystemClock.elapsedRealtime();
            Future<Result<JSONObject>> running = workers.submit(() -> chain.proceed(inv));
            try {
                return running.get(left, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                return Result.failed("DEADLINE_EXCEEDED", "The deadline passed while the tool was running", true);
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof Exception) {
                    throw (Exception) cause;
                }
                throw e;
            } finally {
                Log.d(TAG, inv.toolName() + " took " + (SystemClock.elapsedRealtime() - started) + " ms");
            }
        }
    }

    /**
     * Deduplicates mutating calls by (caller UID, provider, request_id): the outcomes table keeps the reservation and
     * the terminal outcome; the map only saves a database read for an outcome seen lately.
     */
    public static final class Dedup implements Interceptor {
        private final Registry registry;
        private final JournalDb db;
        private final String providerId;
        private final Map<String, String> recent = new ConcurrentHashMap<>();

        public Dedup(Registry registry, JournalDb db, String providerId) {
            this.registry = registry;
            this.db = db;
            this.providerId = providerId;
        }

        @Override
        public Result<JSONObject> intercept(Chain chain) throws Exception {
            Invocation inv = chain.invocation();
            AbstractTool tool = "execute_tool".equals(inv.method) ? registry.find(inv.toolName()) : null;
            if (tool == null || !tool.spec().mutating()) {
                return chain.proceed(inv);
            }
            String key = inv.uid + ":" + providerId + ":" + inv.requestId;
            String kept = recent.get(key);
            if (kept == null) {
                kept = db.outcome(key);
            }
            if (kept != null) {
                return replay(inv, new JSONObject(kept));
            }
            if (!db.reserve(key, inv.toolName(), inv.argsDigest())) {
                return Result.failed("CONFLICT", "This request is already running", true);
            }
            Result<JSONObject> result;
            try {
                result = chain.proceed(inv);
            } catch (Exception e) {
                db.release(key);
                throw e;
            }
            if (result.terminal()) {
                JSONObject record = new JSONObject();
                record.put("tool", inv.toolName());
                record.put("digest", inv.argsDigest());
                record.put("ok", result.succeeded());
                if (result.succeeded()) {
                    record.put("value", result.value);
                } else {
                    record.put("code", result.code);
                    record.put("message", result.message);
                }
                db.keep(key, record.toString());
                recent.put(key, record.toString());
            } else {
                db.release(key);
            }
            return result;
        }

        private static Result<JSONObject> replay(Invocation inv, JSONObject record) throws JSONException {
            if (!record.getString("tool").equals(inv.toolName())
                    || !record.getString("digest").equals(inv.argsDigest())) {
                return Result.failed("INVALID_REQUEST", "request_id was already used for another call", false);
            }
            if (record.getBoolean("ok")) {
                return Result.ok(record.getJSONObject("value"));
            }
            return Result.failed(record.getString("code"), record.getString("message"), false);
        }
    }
}
