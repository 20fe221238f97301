package b;

import a.a;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

import org.json.JSONException;
import org.json.JSONObject;

/**
 * Review rows: one per change waiting for the user's decision in Fieldbook, bound to the UID, provider, tool,
 * request id and args digest; the token is the resume_token. Decisions: 1 approved, 2 declined, 0 undecided,
 * -1 no such row for this call.
 */
public final class d {
    private d() {
    }

    public static String a(SQLiteDatabase db, int uid, String providerId, String tool, String requestId,
            String argsDigest, String summary) {
        String token = a.a(24);
        ContentValues row = new ContentValues();
        row.put("token", token);
        row.put("uid", uid);
        row.put("provider_id", providerId);
        row.put("tool", tool);
        row.put("request_id", requestId);
        row.put("args_sha256", argsDigest);
        row.put("summary", summary);
        row.put("expires_at", System.currentTimeMillis() + 600000L);
        db.insertOrThrow("reviews", null, row);
        return token;
    }

    /** Notes provider: the decision for this call; a decided row is deleted, so the token works once. */
    public static int a(SQLiteDatabase db, String token, int uid, String providerId, String tool, String requestId,
            String argsDigest) throws JSONException {
        Cursor cur = db.query("reviews", new String[] {"decision"},
                "token = ? AND uid = ? AND provider_id = ? AND tool = ? AND request_id = ? AND args_sha256 = ?"
                        + " AND expires_at > ?",
                new String[] {token, String.valueOf(uid), providerId, tool, requestId, argsDigest,
                        String.valueOf(System.currentTimeMillis())}, null, null, null);
        String decision;
        try {
            if (!cur.moveToFirst()) {
                return -1;
            }
            decision = cur.getString(0);
        } finally {
            cur.close();
        }
        if (decision == null) {
            return 0;
        }
        db.delete("reviews", "token = ?", new String[] {token});
        return new JSONObject(decision).optBoolean("approved", false) ? 1 : 2;
    }

    /** Sites provider: the decision for this call. */
    public static int b(SQLiteDatabase db, String token, int uid, String providerId, String tool, String requestId,
            String argsDigest) throws JSONException {
        Cursor cur = db.query("reviews", new String[] {"decision"},
                "token = ? AND uid = ? AND provider_id = ? AND tool = ? AND request_id = ? AND args_sha256 = ?"
                        + " AND expires_at > ?",
                new String[] {token, String.valueOf(uid), providerId, tool, requestId, argsDigest,
                        String.valueOf(System.currentTimeMillis())}, null, null, null);
        try {
            if (!cur.moveToFirst()) {
                return -1;
            }
            String decision = cur.getString(0);
            if (decision == null) {
                return 0;
            }
            return new JSONObject(decision).optBoolean("approved", false) ? 1 : 2;
        } finally {
            cur.close();
        }
    }

    /** The review screen's text for an undecided, unexpired row. */
    public static String a(SQLiteDatabase db, String token) {
        Cursor cur = db.query("reviews", new String[] {"summary"}, "token = ? AND decision IS NULL AND expires_at > ?",
                new String[] {token, String.valueOf(System.currentTimeMillis())}, null, null, null);
        try {
            return cur.moveToFirst() ? cur.getString(0) : null;
        } finally {
            cur.close();
        }
    }

    /** Records the user's decision once. */
    public static void a(SQLiteDatabase db, String token, boolean approved) throws JSONException {
        ContentValues row = new ContentValues();
        row.put("decision", new JSONObject().put("approved", approved).put("decided_at", System.currentTimeMillis())
                .toString());
        db.update("reviews", row, "token = ? AND decision IS NULL", new String[] {token});
    }
}
