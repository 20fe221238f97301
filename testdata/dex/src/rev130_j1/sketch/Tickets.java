package com.copperwick.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.copperwick.cetp.Cetp;
import com.copperwick.cetp.Invocation;

/** Confirmation tickets (the resume tokens): bound to the caller, the call and its arguments; single use. */
public final class Tickets {
    public static final int APPROVED = 1;
    public static final int DENIED = 2;
    public static final int UNUSABLE = 3;

    private final SQLiteDatabase db;

    public Tickets(SQLiteDatabase db) {
        this.db = db;
    }

    public void open(String ticket, Invocation inv, String summary) {
        ContentValues v = new ContentValues();
        v.put("ticket", ticket);
        v.put("uid", inv.uid());
        v.put("provider", inv.provider());
        v.put("request_id", inv.requestId());
        v.put("tool", inv.tool());
        v.put("digest", inv.argsDigest());
        v.put("summary", summary);
        v.put("expires_at", System.currentTimeMillis() + Cetp.TICKET_TTL_MS);
        db.insertOrThrow("tickets", null, v);
    }

    /** Deletes the ticket whatever it says, then judges it against this call. */
    public synchronized int redeem(String ticket, Invocation inv) {
        String[] key = {ticket};
        try (Cursor c = db.query("tickets", new String[] {"uid", "provider", "request_id", "tool", "digest",
                "expires_at", "answer"}, "ticket = ?", key, null, null, null)) {
            if (!c.moveToFirst()) {
                return UNUSABLE;
            }
            db.delete("tickets", "ticket = ?", key);
            if (c.getInt(0) != inv.uid() || !c.getString(1).equals(inv.provider())
                    || !c.getString(2).equals(inv.requestId()) || !c.getString(3).equals(inv.tool())
                    || !c.getString(4).equals(inv.argsDigest()) || System.currentTimeMillis() >= c.getLong(5)) {
                return UNUSABLE;
            }
            String answer = c.getString(6);
            if ("approved".equals(answer)) {
                return APPROVED;
            }
            return "denied".equals(answer) ? DENIED : UNUSABLE;
        }
    }

    /** The summary of an open ticket nobody answered yet; null otherwise. */
    public String pendingSummary(String ticket) {
        try (Cursor c = db.query("tickets", new String[] {"summary"},
                "ticket = ? AND answer = 'pending' AND expires_at > ?",
                new String[] {ticket, Long.toString(System.currentTimeMillis())}, null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }

    public void answer(String ticket, boolean approved) {
        ContentValues v = new ContentValues();
        v.put("answer", approved ? "approved" : "denied");
        db.update("tickets", v, "ticket = ? AND answer = 'pending'", new String[] {ticket});
    }
}
