package com.hearthboard.chores;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

import com.hearthboard.cetp.Envelopes;
import com.hearthboard.cetp.SessionStore;
import com.hearthboard.cetp.ToolRequest;
import com.hearthboard.cetp.ToolSpec;
import com.hearthboard.data.HearthDatabase;
import com.hearthboard.rx.Single;

import org.json.JSONObject;

import java.util.concurrent.ConcurrentHashMap;

/**
 * §6 deduplication for the chore tools: (UID, provider, request_id) → tool, args digest and outcome, written in the
 * same SQLite transaction as the change. The map only serializes concurrent arrivals of one request id; the
 * records themselves are the rows of mutation_log and survive a restart.
 */
public final class MutationJournal {
    private final HearthDatabase database;
    private final String provider;
    private final ConcurrentHashMap<String, Object> inFlight = new ConcurrentHashMap<>();

    public MutationJournal(HearthDatabase database, String provider) {
        this.database = database;
        this.provider = provider;
    }

    public Single<JSONObject> once(ToolRequest request, ToolSpec tool, Single<JSONObject> work) {
        String digest = SessionStore.sha256Hex(request.args);
        String key = request.uid + "/" + request.requestId;
        return Single.defer(() -> {
            Object mine = new Object();
            Object held = inFlight.putIfAbsent(key, mine);
            Object monitor = held != null ? held : mine;
            synchronized (monitor) {
                try {
                    JSONObject earlier = replay(request, tool.name, digest);
                    if (earlier != null) {
                        return Single.just(earlier);
                    }
                    return Single.just(record(request, tool.name, digest, work));
                } finally {
                    if (held == null) {
                        inFlight.remove(key, mine);
                    }
                }
            }
        });
    }

    private JSONObject replay(ToolRequest request, String tool, String digest) throws Exception {
        try (Cursor c = database.getReadableDatabase().query("mutation_log",
                new String[] {"tool", "args_sha256", "outcome"}, "uid = ? AND provider = ? AND request_id = ?",
                new String[] {String.valueOf(request.uid), provider, request.requestId}, null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            if (!tool.equals(c.getString(0)) || !digest.equals(c.getString(1))) {
                throw new Envelopes.Failure("INVALID_REQUEST", "request id reused with other content");
            }
            return new JSONObject(c.getString(2));
        }
    }

    private JSONObject record(ToolRequest request, String tool, String digest, Single<JSONObject> work) {
        SQLiteDatabase db = database.getWritableDatabase();
        db.beginTransaction();
        try {
            ContentValues reservation = new ContentValues();
            reservation.put("uid", request.uid);
            reservation.put("provider", provider);
            reservation.put("request_id", request.requestId);
            reservation.put("tool", tool);
            reservation.put("args_sha256", digest);
            reservation.put("created_at", System.currentTimeMillis());
            db.insertOrThrow("mutation_log", null, reservation);
            JSONObject outcome = work.blockingGet();
            ContentValues done = new ContentValues();
            done.put("outcome", outcome.toString());
            db.update("mutation_log", done, "uid = ? AND provider = ? AND request_id = ?",
                    new String[] {String.valueOf(request.uid), provider, request.requestId});
            db.setTransactionSuccessful();
            return outcome;
        } finally {
            db.endTransaction();
        }
    }
}
