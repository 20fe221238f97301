package com.fernhill.stockroom.core;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import java.util.Set;
import org.json.JSONObject;

/** Everything a plugin sees of one call. The caller's UID was captured in call() on the Binder thread. */
public final class ToolContext {
    public final Context app;
    public final StockDb db;
    public final int uid;
    public final String providerId;
    public final RequestTree request;
    public final Set<String> capabilities;

    public ToolContext(Context app, StockDb db, int uid, String providerId, RequestTree request,
            Set<String> capabilities) {
        this.app = app;
        this.db = db;
        this.uid = uid;
        this.providerId = providerId;
        this.request = request;
        this.capabilities = capabilities;
    }

    public SQLiteDatabase writable() {
        return db.getWritableDatabase();
    }

    public JSONObject args() {
        return request.envelope.call.args;
    }

    public String requestId() {
        return request.envelope.requestId;
    }

    public String toolName() {
        return request.envelope.call.toolName;
    }

    public String argsDigest() {
        return request.envelope.call.argsSha256;
    }

    public boolean deadlinePassed() {
        return System.currentTimeMillis() >= request.envelope.deadlineAtMs;
    }
}
