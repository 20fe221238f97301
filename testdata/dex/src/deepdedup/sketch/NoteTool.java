package com.example.hdd;

import android.content.Context;
import android.content.SharedPreferences;
import android.os.Bundle;
import java.util.HashMap;

// post_note: a memory cache in front of a durable record in SharedPreferences,
// keyed by the request id itself.
final class NoteTool {
    private final HashMap<String, Bundle> cache = new HashMap<>();
    private final SharedPreferences prefs;
    private final AppDb db;

    NoteTool(Context ctx, AppDb db) {
        this.prefs = ctx.getSharedPreferences("note_requests", Context.MODE_PRIVATE);
        this.db = db;
    }

    Bundle post(String requestId, String text) {
        if (cache.containsKey(requestId)) {
            return cache.get(requestId);
        }
        String json = prefs.getString(requestId, null);
        if (json == null) {
            long noteId = db.insertNote(text);
            json = "{\"note_id\":" + noteId + "}";
            prefs.edit().putString(requestId, json).apply();
        }
        Bundle reply = Replies.success(requestId, json);
        cache.put(requestId, reply);
        return reply;
    }
}
