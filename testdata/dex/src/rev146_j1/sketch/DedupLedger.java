package com.greenwick.garden.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.greenwick.garden.di.Lazy;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Outcomes of mutating calls by (caller UID, provider, request_id), kept in the app database for the idempotency
 * window; the in-memory set only keeps two concurrent calls of one request from both running.
 */
public final class DedupLedger {
    private static final long WINDOW_MS = 86400L * 1000L;

    private final Lazy<SQLiteDatabase> db;
    private final Clock clock;
    private final Set<String> running = ConcurrentHashMap.newKeySet();

    public DedupLedger(Lazy<SQLiteDatabase> db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    public static String key(int uid, String providerId, String requestId) {
        return uid + "/" + providerId + "/" + requestId;
    }

    /** The kept outcome (tool, digest, data) under this key, or null. */
    public JSONObject lookup(String key) throws JSONException {
        Cursor c = db.get().query("dedup", new String[] {"tool", "digest", "data"}, "key = ? AND kept_at > ?",
                new String[] {key, Long.toString(clock.now() - WINDOW_MS)}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                return null;
            }
            return new JSONObject().put("tool", c.getString(0)).put("digest", c.getString(1))
                    .put("data", c.getString(2));
        } finally {
            c.close();
        }
    }

    public boolean begin(String key) {
        return running.add(key);
    }

    public void end(String key) {
        running.remove(key);
    }

    public void keep(String key, String tool, String digest, String data) {
        ContentValues row = new ContentValues();
        row.put("key", key);
        row.put("tool", tool);
        row.put("digest", digest);
        row.put("data", data);
        row.put("kept_at", clock.now());
        db.get().insertWithOnConflict("dedup", null, row, SQLiteDatabase.CONFLICT_REPLACE);
    }
}
