package com.rc;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Archive jobs as operations in SQLite. get_operation finds the row by its id alone, the id concatenated into
 * rawQuery's SQL (expected CETP620 at OpStore.find, and CETP622 for the injection);
 * cancel_operation finds it by id and owner in one selection (OpStore.findOwned, no finding); the worker reads
 * back the row of an id the provider made (no finding).
 */
public final class OpsProvider extends ContentProvider {
    private static final ExecutorService WORKERS = Executors.newSingleThreadExecutor();
    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private OpStore store;

    @Override
    public boolean onCreate() {
        store = new OpStore(new OpsDb(getContext()));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle ex = extras == null ? new Bundle() : extras;
        String requestId = ex.getString("request_id");
        if ("negotiate".equals(method)) {
            String session = Tokens.fresh();
            sessions.put(session, uid);
            return Replies.ok(requestId, "{\"session_token\":\"" + session + "\"}");
        }
        Integer owner = sessions.get(ex.getString("session_token", ""));
        if (owner == null || owner != uid) {
            return Replies.error(requestId, "NEGOTIATION_REQUIRED", "Negotiate a session first");
        }
        if (ex.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return Replies.error(requestId, "DEADLINE_EXCEEDED", "The deadline has passed");
        }
        switch (method) {
            case "execute_tool":
                return archive(uid, requestId);
            case "get_operation":
                return status(requestId, ex.getString("operation_id", ""));
            case "cancel_operation":
                return cancel(uid, requestId, ex.getString("operation_id", ""));
            default:
                return Replies.error(requestId, "METHOD_NOT_FOUND", "Unknown method");
        }
    }

    private Bundle archive(int uid, String requestId) {
        String id = Tokens.fresh();
        store.create(id, uid);
        WORKERS.execute(new OpRunner(store, id));
        return Replies.ok(requestId, "{\"operation_id\":\"" + id + "\",\"poll_after_ms\":1000}");
    }

    private Bundle status(String requestId, String operationId) {
        Op op = store.find(operationId);
        if (op == null) {
            return Replies.error(requestId, "INVALID_REQUEST", "Unknown operation");
        }
        return Replies.operation(requestId, op);
    }

    private Bundle cancel(int uid, String requestId, String operationId) {
        Op op = store.findOwned(operationId, uid);
        if (op == null) {
            return Replies.error(requestId, "INVALID_REQUEST", "Unknown operation");
        }
        store.cancel(operationId);
        return Replies.operation(requestId, op);
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
