package com.r5;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.HashMap;
import java.util.Map;

/** Deduplication of delete_note only in the answered map; the audit log records calls but is never consulted. */
public final class ToolProvider extends ContentProvider {
    private SQLiteDatabase db;
    private AuditLog audit;
    private final Map<String, Bundle> answered = new HashMap<>();

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("notes.db", null);
        audit = new AuditLog(db);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (!"execute_tool".equals(method) || extras == null) {
            return new Bundle();
        }
        Request call = new Request(Binder.getCallingUid(), extras.getString("request_id"), extras.getString("tool_name"));
        Bundle before;
        synchronized (answered) {
            before = answered.get(call.dedupKey());
        }
        if (before != null) {
            return before;
        }
        audit.record(call);
        db.delete("notes", "id = ?", new String[] {extras.getString("args")});
        Bundle out = new Bundle();
        out.putString("status", "success");
        out.putString("request_id", call.requestId());
        synchronized (answered) {
            answered.put(call.dedupKey(), out);
        }
        return out;
    }

    @Override public Cursor query(Uri u, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri u) { return null; }
    @Override public Uri insert(Uri u, ContentValues v) { return null; }
    @Override public int delete(Uri u, String s, String[] a) { return 0; }
    @Override public int update(Uri u, ContentValues v, String s, String[] a) { return 0; }
}
