package com.tallyspring.budget.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Bills and their payments. Every selection is constant with ? arguments. */
public final class BillRepo {
    private final LedgerDb db;

    public BillRepo(LedgerDb db) {
        this.db = db;
    }

    public SQLiteDatabase readable() {
        return db.getReadableDatabase();
    }

    public List<Bill> all() {
        List<Bill> out = new ArrayList<>();
        try (Cursor c = readable().query("bills", Bill.COLUMNS, null, null, null, null, "due_on ASC")) {
            while (c.moveToNext()) {
                out.add(Bill.from(c));
            }
        }
        return out;
    }

    public Optional<Bill> find(long billId) {
        String[] args = {Long.toString(billId)};
        try (Cursor c = readable().query("bills", Bill.COLUMNS, "_id = ?", args, null, null, null)) {
            return c.moveToFirst() ? Optional.of(Bill.from(c)) : Optional.empty();
        }
    }

    public long schedule(Bill bill, long amountCents, String payOn) {
        ContentValues v = new ContentValues();
        v.put("bill_id", bill.id());
        v.put("amount_cents", amountCents);
        v.put("pay_on", payOn);
        v.put("status", "scheduled");
        v.put("created_at", System.currentTimeMillis());
        return db.getWritableDatabase().insertOrThrow("payments", null, v);
    }

    /** Queues a transfer for the bank sync job and marks the bill paid, in the caller's transaction. */
    public long payNow(Bill bill, long amountCents, String today) {
        SQLiteDatabase w = db.getWritableDatabase();
        ContentValues p = new ContentValues();
        p.put("bill_id", bill.id());
        p.put("amount_cents", amountCents);
        p.put("pay_on", today);
        p.put("status", "sent");
        p.put("created_at", System.currentTimeMillis());
        long paymentId = w.insertOrThrow("payments", null, p);
        ContentValues t = new ContentValues();
        t.put("payment_id", paymentId);
        t.put("state", "queued");
        w.insertOrThrow("transfers", null, t);
        markPaid(bill.id());
        return paymentId;
    }

    public boolean cancelScheduled(long paymentId) {
        ContentValues v = new ContentValues();
        v.put("status", "cancelled");
        String[] args = {Long.toString(paymentId)};
        return db.getWritableDatabase().update("payments", v, "_id = ? AND status = 'scheduled'", args) == 1;
    }

    public boolean markPaid(long billId) {
        ContentValues v = new ContentValues();
        v.put("status", "paid");
        String[] args = {Long.toString(billId)};
        return db.getWritableDatabase().update("bills", v, "_id = ?", args) == 1;
    }
}
