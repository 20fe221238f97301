package com.larderly.app.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import com.larderly.app.data.AppDatabase;

/**
 * Resume tokens of USER_ACTION_REQUIRED answers. A token is bound to provider, caller UID, tool, request id and the
 * digest of the original argument bytes; the review screen records the verdict; redeeming removes the row.
 */
public final class ConfirmationStore {
    public static final int PENDING = 0;
    public static final int APPROVED = 1;
    public static final int DENIED = 2;
    public static final int INVALID = 3;
    static final long TTL_MS = 10L * 60L * 1000L;

    private final AppDatabase database;

    public ConfirmationStore(AppDatabase database) {
        this.database = database;
    }

    public String issue(String provider, ProviderRequest req, String summary) {
        String token = Tokens.random(32);
        ContentValues row = new ContentValues();
        row.put("token", token);
        row.put("provider", provider);
        row.put("uid", Integer.valueOf(req.callerUid));
        row.put("tool", req.tool.name);
        row.put("request_id", req.requestId);
        row.put("args_sha256", req.argsDigest);
        row.put("summary", summary);
        row.put("expires_at", Long.valueOf(System.currentTimeMillis() + TTL_MS));
        database.getWritableDatabase().insertOrThrow("confirmations", null, row);
        return token;
    }

    /** What the review screen shows for a token that still waits for a verdict, or null. */
    public String pendingSummary(String token) {
        if (token == null) {
            return null;
        }
        Cursor c = database.getReadableDatabase().query("confirmations", new String[] {"summary"},
                "token = ? AND approved IS NULL AND expires_at > ?",
                new String[] {token, Long.toString(System.currentTimeMillis())}, null, null, null);
        try {
            return c.moveToFirst() ? c.getString(0) : null;
        } finally {
            c.close();
        }
    }

    /** Called by the provider's own review Activity only. */
    public boolean decide(String token, boolean approved) {
        ContentValues values = new ContentValues();
        values.put("approved", Integer.valueOf(approved ? 1 : 0));
        return database.getWritableDatabase().update("confirmations", values, "token = ? AND approved IS NULL",
                new String[] {token}) > 0;
    }

    public int redeem(String provider, String token, ProviderRequest req) {
        Cursor c = database.getReadableDatabase().query("confirmations",
                new String[] {"uid", "tool", "request_id", "args_sha256", "expires_at", "approved"},
                "token = ? AND provider = ?", new String[] {token, provider}, null, null, null);
        int verdict;
        try {
            if (!c.moveToFirst()) {
                return INVALID;
            }
            boolean bound = c.getInt(0) == req.callerUid && req.tool.name.equals(c.getString(1))
                    && req.requestId.equals(c.getString(2)) && req.argsDigest.equals(c.getString(3));
            if (!bound || c.getLong(4) <= System.currentTimeMillis()) {
                verdict = INVALID;
            } else {
                int column = c.getColumnIndexOrThrow("approved");
                if (c.isNull(column)) {
                    return PENDING;
                }
                verdict = c.getInt(column) == 1 ? APPROVED : DENIED;
            }
        } finally {
            c.close();
        }
        database.getWritableDatabase().delete("confirmations", "token = ?", new String[] {token});
        return verdict;
    }
}
