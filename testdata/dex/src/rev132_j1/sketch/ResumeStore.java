package com.inkbarrow.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.inkbarrow.cetp.Cetp;
import com.inkbarrow.cetp.ToolCall;

/** Pending confirmations, keyed by resume token (spec 4.3); the confirmation screens write the user's answer. */
public final class ResumeStore {
    public static final int APPROVED = 1;
    public static final int DENIED = 2;
    public static final int UNUSABLE = 3;

    /** One stored confirmation as it was issued. */
    public static final class Record {
        public final int uid;
        public final String requestId;
        public final String tool;
        public final String digest;
        public final long expiresAt;
        public final String answer;

        Record(int uid, String requestId, String tool, String digest, long expiresAt, String answer) {
            this.uid = uid;
            this.requestId = requestId;
            this.tool = tool;
            this.digest = digest;
            this.expiresAt = expiresAt;
            this.answer = answer;
        }

        public boolean matches(String requestId, String tool, String digest) {
            return this.requestId.equals(requestId) && this.tool.equals(tool) && this.digest.equals(digest);
        }

        public boolean expired() {
            return System.currentTimeMillis() >= expiresAt;
        }

        public int verdict() {
            if ("approved".equals(answer)) {
                return APPROVED;
            }
            return "denied".equals(answer) ? DENIED : UNUSABLE;
        }
    }

    private final SQLiteDatabase db;

    public ResumeStore(SQLiteDatabase db) {
        this.db = db;
    }

    public void open(String token, ToolCall call, String summary) {
        ContentValues row = new ContentValues();
        row.put("token", token);
        row.put("uid", call.uid());
        row.put("provider", call.provider());
        row.put("request_id", call.requestId());
        row.put("tool", call.tool());
        row.put("digest", call.argsDigest());
        row.put("summary", summary);
        row.put("expires_at", System.currentTimeMillis() + Cetp.RESUME_TTL_MS);
        db.insertOrThrow("resumes", null, row);
    }

    /** Reads the record and deletes it, so that a token resumes at most one call; null when there is none. */
    public synchronized Record take(String token) {
        String[] key = {token};
        try (Cursor c = db.query("resumes", new String[] {"uid", "request_id", "tool", "digest", "expires_at",
                "answer"}, "token = ?", key, null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            db.delete("resumes", "token = ?", key);
            return new Record(c.getInt(0), c.getString(1), c.getString(2), c.getString(3), c.getLong(4),
                    c.getString(5));
        }
    }

    /** The summary of a confirmation nobody answered yet, for the screen; null otherwise. */
    public String pendingSummary(String token) {
        String[] where = {token, Long.toString(System.currentTimeMillis())};
        try (Cursor c = db.query("resumes", new String[] {"summary"},
                "token = ? AND answer = 'pending' AND expires_at > ?", where, null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }

    public void answer(String token, boolean approved) {
        ContentValues row = new ContentValues();
        row.put("answer", approved ? "approved" : "denied");
        db.update("resumes", row, "token = ? AND answer = 'pending'", new String[] {token});
    }
}
