package com.quirewell.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.quirewell.cetp.Cetp;
import com.quirewell.cetp.Invocation;

/** Confirmation tickets: the resume token, bound to caller, call and arguments, single use (spec 4.3). */
public final class Tickets {
    /** What a redeemed ticket says. */
    public enum Verdict {
        APPROVED,
        DENIED,
        PENDING,
        INVALID
    }

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

    /** The ticket is gone after this call, whatever it held. */
    public synchronized Verdict redeem(String ticket, Invocation inv) {
        String[] where = {ticket};
        try (Cursor c = db.query("tickets", new String[] {"uid", "provider", "request_id", "tool", "digest",
                "expires_at", "answer"}, "ticket = ?", where, null, null, null)) {
            if (!c.moveToFirst()) {
                return Verdict.INVALID;
            }
            db.delete("tickets", "ticket = ?", where);
            boolean same = c.getInt(0) == inv.uid()
                    && c.getString(1).equals(inv.provider())
                    && c.getString(2).equals(inv.requestId())
                    && c.getString(3).equals(inv.tool())
                    && c.getString(4).equals(inv.argsDigest())
                    && System.currentTimeMillis() < c.getLong(5);
            if (!same) {
                return Verdict.INVALID;
            }
            String answer = c.getString(6);
            if ("approved".equals(answer)) {
                return Verdict.APPROVED;
            }
            return "denied".equals(answer) ? Verdict.DENIED : Verdict.PENDING;
        }
    }

    /** The summary of an open, unanswered ticket, for the confirmation screen; null otherwise. */
    public String summary(String ticket) {
        try (Cursor c = db.query("tickets", new String[] {"summary"},
                "ticket = ? AND answer = 'pending' AND expires_at > ?",
                new String[] {ticket, Long.toString(System.currentTimeMillis())}, null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }

    public boolean answer(String ticket, boolean approved) {
        ContentValues v = new ContentValues();
        v.put("answer", approved ? "approved" : "denied");
        return db.update("tickets", v, "ticket = ? AND answer = 'pending'", new String[] {ticket}) == 1;
    }
}
