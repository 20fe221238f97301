package com.lumenhaus.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

/** Confirmation tickets (the resume tokens): bound to caller, request, tool and arguments; single use. */
public final class Tickets {
    public static final int DENIED = 0;
    public static final int APPROVED = 1;
    public static final int INVALID = -1;

    private static final String[] COLUMNS = {"uid", "request_id", "tool", "digest", "expires_at", "answer"};

    private final HubDatabase mDb;

    public Tickets(HubDatabase db) {
        mDb = db;
    }

    public void open(String ticket, int uid, String requestId, String tool, String digest, String summary,
            long expiresAt) {
        ContentValues row = new ContentValues();
        row.put("ticket", ticket);
        row.put("uid", Integer.valueOf(uid));
        row.put("request_id", requestId);
        row.put("tool", tool);
        row.put("digest", digest);
        row.put("summary", summary);
        row.put("expires_at", Long.valueOf(expiresAt));
        mDb.getWritableDatabase().insertOrThrow("tickets", null, row);
    }

    /** What the confirmation screen shows, or null when the ticket is not open. */
    public String summary(String ticket) {
        try (Cursor c = mDb.getReadableDatabase().query("tickets", new String[] {"summary"},
                "ticket = ? AND answer IS NULL AND expires_at > ?",
                new String[] {ticket, String.valueOf(System.currentTimeMillis())}, null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }

    /** Recorded by the confirmation screen. */
    public void answer(String ticket, boolean approved) {
        ContentValues row = new ContentValues();
        row.put("answer", Integer.valueOf(approved ? APPROVED : DENIED));
        mDb.getWritableDatabase().update("tickets", row, "ticket = ? AND answer IS NULL", new String[] {ticket});
    }

    /** Redeems a ticket once: removed whatever it held, then every binding must match. */
    public synchronized int redeem(String ticket, int uid, String requestId, String tool, String digest) {
        SQLiteDatabase db = mDb.getWritableDatabase();
        int stored;
        String storedRequest;
        String storedTool;
        String storedDigest;
        long expiresAt;
        int answer;
        try (Cursor c = db.query("tickets", COLUMNS, "ticket = ?", new String[] {ticket}, null, null, null)) {
            if (!c.moveToFirst()) {
                return INVALID;
            }
            stored = c.getInt(0);
            storedRequest = c.getString(1);
            storedTool = c.getString(2);
            storedDigest = c.getString(3);
            expiresAt = c.getLong(4);
            answer = c.isNull(5) ? INVALID : c.getInt(5);
        }
        db.delete("tickets", "ticket = ?", new String[] {ticket});
        if (stored != uid || !requestId.equals(storedRequest) || !tool.equals(storedTool)
                || !digest.equals(storedDigest) || System.currentTimeMillis() >= expiresAt) {
            return INVALID;
        }
        return answer;
    }
}
