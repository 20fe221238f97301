package b;

import a.a;
import a.f;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.json.JSONException;
import org.json.JSONObject;

/** Background archive operations, kept in SQLite so that they survive a restart. */
public final class c {
    private static final ExecutorService e = Executors.newSingleThreadExecutor();

    private c() {
    }

    /** Queues an archive and returns its operation id. */
    public static String a(f helper, int uid, String providerId, String requestId, String tool, long site) {
        String id = "op_" + a.a(16);
        ContentValues row = new ContentValues();
        row.put("id", id);
        row.put("uid", uid);
        row.put("provider_id", providerId);
        row.put("request_id", requestId);
        row.put("tool", tool);
        row.put("site_id", site);
        row.put("state", "queued");
        row.put("created_at", System.currentTimeMillis());
        helper.getWritableDatabase().insertOrThrow("operations", null, row);
        e.execute(new aa(helper, id, site));
        return id;
    }

    /** After a restart: runs again what was queued or running. */
    public static void a(f helper) {
        Cursor cur = helper.getReadableDatabase().query("operations", new String[] {"id", "site_id"},
                "state IN ('queued', 'running')", null, null, null, "created_at");
        try {
            while (cur.moveToNext()) {
                e.execute(new aa(helper, cur.getString(0), cur.getLong(1)));
            }
        } finally {
            cur.close();
        }
    }

    public static void a(SQLiteDatabase db, String id, String state, String result) {
        ContentValues row = new ContentValues();
        row.put("state", state);
        row.put("result", result);
        db.update("operations", row, "id = ?", new String[] {id});
    }

    /** get_operation: the state of an operation this UID started with this request id, or null. */
    public static JSONObject a(SQLiteDatabase db, String id, int uid, String providerId, String requestId)
            throws JSONException {
        Cursor cur = db.query("operations", new String[] {"state", "result"},
                "id = ? AND uid = ? AND provider_id = ? AND request_id = ?",
                new String[] {id, String.valueOf(uid), providerId, requestId}, null, null, null);
        try {
            if (!cur.moveToFirst()) {
                return null;
            }
            String state = cur.getString(0);
            JSONObject out = new JSONObject().put("operation_id", id).put("state", state);
            if ("succeeded".equals(state)) {
                out.put("result", new JSONObject(cur.getString(1)));
            } else if ("failed".equals(state)) {
                out.put("error", new JSONObject(cur.getString(1)));
            } else if (!"cancelled".equals(state)) {
                out.put("poll_after_ms", 1000);
            }
            return out;
        } finally {
            cur.close();
        }
    }

    /** cancel_operation: "ok" once the request is recorded, "conflict" after success, null when not this caller's. */
    public static String b(SQLiteDatabase db, String id, int uid, String providerId, String requestId) {
        Cursor cur = db.query("operations", new String[] {"state"},
                "id = ? AND uid = ? AND provider_id = ? AND request_id = ?",
                new String[] {id, String.valueOf(uid), providerId, requestId}, null, null, null);
        String state;
        try {
            if (!cur.moveToFirst()) {
                return null;
            }
            state = cur.getString(0);
        } finally {
            cur.close();
        }
        if ("succeeded".equals(state)) {
            return "conflict";
        }
        ContentValues row = new ContentValues();
        row.put("cancel_requested", 1);
        db.update("operations", row, "id = ?", new String[] {id});
        return "ok";
    }

    /** True when cancellation was requested. */
    public static boolean a(SQLiteDatabase db, String id) {
        Cursor cur = db.query("operations", new String[] {"cancel_requested"}, "id = ?", new String[] {id}, null,
                null, null);
        try {
            return cur.moveToFirst() && cur.getInt(0) != 0;
        } finally {
            cur.close();
        }
    }
}
