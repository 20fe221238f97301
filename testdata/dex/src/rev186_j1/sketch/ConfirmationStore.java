package com.tallyworks.stockroom.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

import com.tallyworks.stockroom.data.StockDatabase;

/**
 * Pending Provider-side confirmations (§4.3): a resume token bound to caller UID, provider, tool, request id, the
 * args digest and an expiry; the decision is written by ConfirmActivity; a decided token is used once.
 */
public final class ConfirmationStore {
    public static final int APPROVED = 1;
    public static final int DENIED = 2;
    public static final int UNDECIDED = 3;
    public static final int INVALID = 4;
    public static final long TTL_MS = 10L * 60L * 1000L;

    private static final String[] COLUMNS = {
        "uid", "provider", "tool", "request_id", "args_sha256", "expires_at", "decided", "approved"
    };

    private final StockDatabase database;

    public ConfirmationStore(StockDatabase database) {
        this.database = database;
    }

    public void issue(String token, ToolCall call, String provider, ToolSpec tool, String summary) {
        ContentValues v = new ContentValues();
        v.put("token", token);
        v.put("uid", call.uid);
        v.put("provider", provider);
        v.put("tool", tool.name);
        v.put("request_id", call.requestId);
        v.put("args_sha256", call.argsDigest());
        v.put("summary", summary);
        v.put("expires_at", System.currentTimeMillis() + TTL_MS);
        database.getWritableDatabase().insertOrThrow("confirmations", null, v);
    }

    /** Checks the resume token against this call; a decided token is deleted (single use). */
    public int consume(String token, ToolCall call, String provider, ToolSpec tool) {
        SQLiteDatabase db = database.getWritableDatabase();
        Cursor c = db.query("confirmations", COLUMNS, "token = ?", new String[] {token}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                return INVALID;
            }
            boolean bound = c.getInt(0) == call.uid
                    && provider.equals(c.getString(1))
                    && tool.name.equals(c.getString(2))
                    && call.requestId.equals(c.getString(3))
                    && call.argsDigest().equals(c.getString(4));
            if (!bound) {
                return INVALID;
            }
            if (c.getLong(5) < System.currentTimeMillis()) {
                db.delete("confirmations", "token = ?", new String[] {token});
                return INVALID;
            }
            if (c.getInt(6) == 0) {
                return UNDECIDED;
            }
            db.delete("confirmations", "token = ?", new String[] {token});
            return c.getInt(c.getColumnIndexOrThrow("approved")) == 1 ? APPROVED : DENIED;
        } finally {
            c.close();
        }
    }

    public String summary(String token) {
        Cursor c = database.getReadableDatabase().query("confirmations", new String[] {"summary"}, "token = ?",
                new String[] {token}, null, null, null);
        try {
            return c.moveToFirst() ? c.getString(0) : null;
        } finally {
            c.close();
        }
    }

    /** Called by ConfirmActivity with the user's decision. */
    public void decide(String token, boolean approved) {
        ContentValues v = new ContentValues();
        v.put("decided", 1);
        v.put("approved", approved ? 1 : 0);
        database.getWritableDatabase().update("confirmations", v, "token = ? AND decided = 0",
                new String[] {token});
    }
}
