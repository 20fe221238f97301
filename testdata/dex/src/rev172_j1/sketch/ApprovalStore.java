package com.fernhill.stockroom.core;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

/**
 * Resume tokens of Provider-side confirmation (§4.3): each bound to the caller UID, provider, tool, request_id and
 * argument digest, valid ten minutes, and deleted once its decision is used.
 */
public final class ApprovalStore {
    public static final String EXTRA_TOKEN = "com.fernhill.stockroom.extra.APPROVAL";
    static final long TTL_MS = 10L * 60L * 1000L;

    public enum Verdict { NONE, PENDING, APPROVED, DENIED, INVALID }

    private final StockDb db;

    ApprovalStore(StockDb db) {
        this.db = db;
    }

    public String open(int uid, String providerId, String tool, String requestId, String digest, String summary) {
        String token = Tokens.random(32);
        ContentValues row = new ContentValues();
        row.put("token", token);
        row.put("uid", Integer.valueOf(uid));
        row.put("provider_id", providerId);
        row.put("tool", tool);
        row.put("request_id", requestId);
        row.put("args_sha256", digest);
        row.put("summary", summary);
        row.put("decision", "pending");
        row.put("expires_at", Long.valueOf(System.currentTimeMillis() + TTL_MS));
        db.getWritableDatabase().insertOrThrow("approvals", null, row);
        return token;
    }

    /** The decision for {@code token}, consumed unless still pending; any mismatch voids the token. */
    public Verdict consume(String token, int uid, String providerId, String tool, String requestId, String digest) {
        if (token == null) {
            return Verdict.NONE;
        }
        SQLiteDatabase w = db.getWritableDatabase();
        Cursor c = w.query("approvals",
                new String[] {"uid", "provider_id", "tool", "request_id", "args_sha256", "decision", "expires_at"},
                "token = ?", new String[] {token}, null, null, null);
        String decision;
        try {
            if (!c.moveToFirst()) {
                return Verdict.INVALID;
            }
            boolean bound = c.getInt(0) == uid && providerId.equals(c.getString(1)) && tool.equals(c.getString(2))
                    && requestId.equals(c.getString(3)) && digest.equals(c.getString(4));
            if (!bound || c.getLong(6) < System.currentTimeMillis()) {
                decision = null;
            } else {
                decision = c.getString(5);
            }
        } finally {
            c.close();
        }
        if ("pending".equals(decision)) {
            return Verdict.PENDING;
        }
        w.delete("approvals", "token = ?", new String[] {token});
        if ("approved".equals(decision)) {
            return Verdict.APPROVED;
        }
        return "denied".equals(decision) ? Verdict.DENIED : Verdict.INVALID;
    }

    /** For the confirmation screen, which receives the token in the provider's own PendingIntent. */
    public String pendingSummary(String token) {
        if (token == null) {
            return null;
        }
        Cursor c = db.getReadableDatabase().query("approvals", new String[] {"summary"},
                "token = ? AND decision = 'pending' AND expires_at > ?",
                new String[] {token, String.valueOf(System.currentTimeMillis())}, null, null, null);
        try {
            return c.moveToFirst() ? c.getString(0) : null;
        } finally {
            c.close();
        }
    }

    public void decide(String token, boolean approved) {
        ContentValues row = new ContentValues();
        row.put("decision", approved ? "approved" : "denied");
        db.getWritableDatabase().update("approvals", row, "token = ? AND decision = 'pending'", new String[] {token});
    }
}
