package com.relaykit.home.routines;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.relaykit.home.cetp.CetpRequest;
import com.relaykit.home.core.HomeDb;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Request deduplication (§6) for the routines provider: one journal row per (UID, provider, request_id) binding the
 * tool and the args digest to the terminal outcome, written in the mutation's own transaction. Recent outcomes are
 * also kept in a map so that retries do not hit the disk.
 */
final class DedupLedger {
    private static final long WINDOW_MS = TimeUnit.SECONDS.toMillis(86400);
    private static final int CACHE_LIMIT = 256;
    private static final String[] COLUMNS = {"tool", "args_sha256", "outcome"};

    /** One recorded execution. */
    static final class Entry {
        final String tool;
        final String argsDigest;
        final JSONObject outcome;

        Entry(String tool, String argsDigest, JSONObject outcome) {
            this.tool = tool;
            this.argsDigest = argsDigest;
            this.outcome = outcome;
        }

        boolean sameCall(String otherTool, String otherDigest) {
            return tool.equals(otherTool) && argsDigest.equals(otherDigest);
        }
    }

    private final Map<String, Entry> recent = new ConcurrentHashMap<>();
    private final HomeDb db;
    private final String provider;

    DedupLedger(HomeDb db, String provider) {
        this.db = db;
        this.provider = provider;
    }

    private static String key(int uid, String requestId) {
        return uid + "/" + requestId;
    }

    Entry find(int uid, String requestId) {
        Entry cached = recent.get(key(uid, requestId));
        if (cached != null) {
            return cached;
        }
        String[] args = {Integer.toString(uid), provider, requestId,
                Long.toString(System.currentTimeMillis() - WINDOW_MS)};
        try (Cursor c = db.getReadableDatabase().query("mutation_journal", COLUMNS,
                "uid = ? AND provider = ? AND request_id = ? AND created_at >= ?", args, null, null, null)) {
            if (!c.moveToFirst() || c.isNull(2)) {
                return null;
            }
            return new Entry(c.getString(0), c.getString(1), new JSONObject(c.getString(2)));
        } catch (JSONException e) {
            throw new IllegalStateException("unreadable journal row", e);
        }
    }

    /** Reserves the request_id; fails (and so rolls the transaction back) when it is already journaled. */
    void reserve(SQLiteDatabase d, CetpRequest request) {
        ContentValues v = new ContentValues();
        v.put("uid", request.uid());
        v.put("provider", provider);
        v.put("request_id", request.requestId());
        v.put("tool", request.tool().name());
        v.put("args_sha256", request.argsDigest());
        v.put("created_at", System.currentTimeMillis());
        d.insertOrThrow("mutation_journal", null, v);
    }

    void complete(SQLiteDatabase d, CetpRequest request, JSONObject outcome) {
        ContentValues v = new ContentValues();
        v.put("outcome", outcome.toString());
        String[] args = {Integer.toString(request.uid()), provider, request.requestId()};
        d.update("mutation_journal", v, "uid = ? AND provider = ? AND request_id = ?", args);
    }

    /** After the journal transaction committed. */
    void remember(CetpRequest request, JSONObject outcome) {
        if (recent.size() >= CACHE_LIMIT) {
            recent.clear();
        }
        recent.put(key(request.uid(), request.requestId()),
                new Entry(request.tool().name(), request.argsDigest(), outcome));
    }
}
