package com.example.r34j1;

import android.content.ContentValues;
import android.database.sqlite.SQLiteDatabase;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

// request_id deduplication for the hand-written tools: SQLite is the record, the map a cache.
final class RequestLog {
    private final Map<String, Boolean> seen = new ConcurrentHashMap<>();
    private final SQLiteDatabase db;

    RequestLog(SQLiteDatabase db) {
        this.db = db;
    }

    boolean firstTime(int uid, String requestId) {
        String key = uid + "/" + requestId;
        if (seen.containsKey(key)) {
            return false;
        }
        ContentValues row = new ContentValues();
        row.put("key", key);
        row.put("at", System.currentTimeMillis());
        boolean fresh = db.insertWithOnConflict("requests", null, row, SQLiteDatabase.CONFLICT_IGNORE) != -1L;
        seen.put(key, Boolean.TRUE);
        return fresh;
    }
}
