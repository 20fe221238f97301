package com.tallowbrook.salon.core;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.HashMap;
import java.util.Map;

/**
 * Pending confirmations. A row is bound to the caller UID, provider, tool, request_id and args digest; the
 * confirmation screen writes the user's answer into {@code approved}; the row is deleted once consumed.
 */
public final class ApprovalStore {
    public static final String EXTRA_TOKEN = "com.tallowbrook.salon.extra.RESUME_TOKEN";
    public static final int STATE_PENDING = 0;
    public static final int STATE_APPROVED = 1;
    public static final int STATE_DENIED = 2;
    public static final int STATE_GONE = 3;
    private static final long TTL_MS = 10L * 60L * 1000L;

    private final SalonDb db;
    private final Map<String, LiveValue<Integer>> live = new HashMap<>();

    ApprovalStore(SalonDb db) {
        this.db = db;
    }

    public String open(ToolCall call, String summary) {
        String token = Tokens.random(32);
        ContentValues row = new ContentValues();
        row.put("token", token);
        row.put("uid", Integer.valueOf(call.uid));
        row.put("provider_id", call.providerId);
        row.put("tool", call.tool);
        row.put("request_id", call.requestId);
        row.put("args_digest", call.argsDigest);
        row.put("summary", summary);
        row.put("expires_at", Long.valueOf(System.currentTimeMillis() + TTL_MS));
        db.getWritableDatabase().insertOrThrow("approvals", null, row);
        return token;
    }

    /** The text the confirmation screen shows, or null when the token is unknown or expired. */
    public String summary(String token) {
        if (token == null) {
            return null;
        }
        Cursor c = db.getReadableDatabase().query("approvals", new String[] {"summary"},
                "token = ? AND approved IS NULL AND expires_at > ?",
                new String[] {token, Long.toString(System.currentTimeMillis())}, null, null, null);
        try {
            return c.moveToFirst() ? c.getString(0) : null;
        } finally {
            c.close();
        }
    }

    /** Recorded by the provider's own confirmation screen. */
    public void decide(String token, boolean approved) {
        ContentValues row = new ContentValues();
        row.put("approved", Integer.valueOf(approved ? 1 : 0));
        int changed = db.getWritableDatabase().update("approvals", row, "token = ? AND approved IS NULL",
                new String[] {token});
        if (changed == 1) {
            watch(token).set(Integer.valueOf(approved ? STATE_APPROVED : STATE_DENIED));
        }
    }

    public synchronized LiveValue<Integer> watch(String token) {
        LiveValue<Integer> value = live.get(token);
        if (value == null) {
            value = new LiveValue<>(Integer.valueOf(summary(token) == null ? STATE_GONE : STATE_PENDING));
            live.put(token, value);
        }
        return value;
    }

    /** The verdict for a resumed execution: single use, and only for the exact call the token was issued for. */
    public int consume(int uid, ToolCall call) {
        if (call.resumeToken == null) {
            return ConsentCheck.NEEDED;
        }
        SQLiteDatabase sql = db.getWritableDatabase();
        sql.beginTransaction();
        try {
            Cursor c = sql.query("approvals",
                    new String[] {"uid", "provider_id", "tool", "request_id", "args_digest", "approved", "expires_at"},
                    "token = ?", new String[] {call.resumeToken}, null, null, null);
            int verdict;
            boolean drop = false;
            try {
                if (!c.moveToFirst()) {
                    verdict = ConsentCheck.MISMATCH;
                } else if (c.getInt(0) != uid || !call.providerId.equals(c.getString(1))
                        || !call.tool.equals(c.getString(2)) || !call.requestId.equals(c.getString(3))
                        || !call.argsDigest.equals(c.getString(4))) {
                    verdict = ConsentCheck.MISMATCH;
                } else if (c.getLong(6) < System.currentTimeMillis()) {
                    verdict = ConsentCheck.MISMATCH;
                    drop = true;
                } else {
                    switch (stateOf(c)) {
                        case STATE_PENDING:
                            verdict = ConsentCheck.PENDING;
                            break;
                        case STATE_APPROVED:
                            verdict = ConsentCheck.GRANTED;
                            drop = true;
                            break;
                        default:
                            verdict = ConsentCheck.DENIED;
                            drop = true;
                            break;
                    }
                }
            } finally {
                c.close();
            }
            if (drop) {
                sql.delete("approvals", "token = ?", new String[] {call.resumeToken});
                forget(call.resumeToken);
            }
            sql.setTransactionSuccessful();
            return verdict;
        } finally {
            sql.endTransaction();
        }
    }

    private static int stateOf(Cursor c) {
        int column = c.getColumnIndexOrThrow("approved");
        if (c.isNull(column)) {
            return STATE_PENDING;
        }
        return c.getInt(column) == 1 ? STATE_APPROVED : STATE_DENIED;
    }

    private synchronized void forget(String token) {
        live.remove(token);
    }
}
