package com.lumenhall.hub.scenes;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.util.Log;
import com.lumenhall.hub.bus.Events;
import com.lumenhall.hub.cetp.Outcomes;
import com.lumenhall.hub.data.HubDb;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Keeps each scene mutation's outcome for a day in the outcomes table, with the newest ones also in memory, so a
 * retried request_id gets its first answer again, across restarts too.
 */
final class OutcomeJournal implements Outcomes {
    private static final String TAG = "LumenhallScenes";
    private static final long WINDOW_MS = 24L * 60L * 60L * 1000L;

    private final HubDb db;
    private final Map<String, JSONObject> finished = new ConcurrentHashMap<>();
    private final Set<String> running = ConcurrentHashMap.newKeySet();

    OutcomeJournal(HubDb db) {
        this.db = db;
    }

    @Override
    public void onEvent(Events.MutationFinished event) {
        long at = System.currentTimeMillis();
        ContentValues row = new ContentValues();
        row.put("key", event.key);
        row.put("tool", event.tool);
        row.put("digest", event.argsDigest);
        row.put("data", event.data);
        row.put("at", at);
        db.getWritableDatabase().insertWithOnConflict("outcomes", null, row, SQLiteDatabase.CONFLICT_IGNORE);
        try {
            finished.put(event.key, new JSONObject()
                    .put("tool", event.tool)
                    .put("digest", event.argsDigest)
                    .put("data", event.data)
                    .put("at", at));
        } catch (JSONException e) {
            Log.w(TAG, "outcome not cached", e);
        }
    }

    @Override
    public JSONObject recall(String key) {
        JSONObject outcome = finished.get(key);
        if (outcome == null) {
            outcome = stored(key);
        }
        if (outcome != null && System.currentTimeMillis() - outcome.optLong("at", 0L) > WINDOW_MS) {
            finished.remove(key);
            return null;
        }
        return outcome;
    }

    private JSONObject stored(String key) {
        Cursor row = db.getReadableDatabase().rawQuery(
                "SELECT tool, digest, data, at FROM outcomes WHERE key = ?", new String[] {key});
        try {
            if (!row.moveToFirst()) {
                return null;
            }
            return new JSONObject()
                    .put("tool", row.getString(0))
                    .put("digest", row.getString(1))
                    .put("data", row.getString(2))
                    .put("at", row.getLong(3));
        } catch (JSONException e) {
            Log.w(TAG, "unreadable outcome", e);
            return null;
        } finally {
            row.close();
        }
    }

    @Override
    public boolean claim(String key) {
        return running.add(key);
    }

    @Override
    public void release(String key) {
        running.remove(key);
    }
}
