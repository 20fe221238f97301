package com.droprx.data;

import android.database.Cursor;
import androidx.room.RoomDatabase;
import androidx.sqlite.db.SupportSQLiteStatement;

/** Room-generated DAO, kept as generated (plus the one raw helper the notes feature added). */
public final class CourierDao_Impl implements CourierDao {
    private final RoomDatabase __db;

    public CourierDao_Impl(RoomDatabase __db) {
        this.__db = __db;
    }

    @Override
    public long lockOrder(long orderId) {
        SupportSQLiteStatement _stmt = __db.compileStatement("UPDATE orders SET locked = 1 WHERE id = ?");
        _stmt.bindLong(1, orderId);
        _stmt.executeUpdateDelete();
        return orderId;
    }

    @Override
    public int assign(long orderId, String courier, int byUid) {
        SupportSQLiteStatement _stmt = __db.compileStatement("UPDATE orders SET courier = ?, assigned_by = ? WHERE id = ?");
        _stmt.bindString(1, courier);
        _stmt.bindLong(2, byUid);
        _stmt.bindLong(3, orderId);
        return _stmt.executeUpdateDelete();
    }

    @Override
    public String etaFor(long orderId) {
        return stringFor("SELECT eta FROM routes WHERE order_id = ?", orderId);
    }

    @Override
    public String statusOf(long orderId) {
        return stringFor("SELECT status FROM orders WHERE id = ?", orderId);
    }

    @Override
    public void cancel(long orderId) {
        updateOrder("UPDATE orders SET status = 'cancelled' WHERE id = ?", orderId);
    }

    @Override
    public void refund(long orderId) {
        updateOrder("UPDATE orders SET status = 'refunded' WHERE id = ?", orderId);
    }

    @Override
    public long insertShift(String courier, long startsAt) {
        SupportSQLiteStatement _stmt = __db.compileStatement("INSERT INTO shifts (courier, starts_at) VALUES (?, ?)");
        _stmt.bindString(1, courier);
        _stmt.bindLong(2, startsAt);
        return _stmt.executeInsert();
    }

    @Override
    public Cursor shifts() {
        return __db.getOpenHelper().getWritableDatabase().query("SELECT * FROM shifts", new Object[0]);
    }

    @Override
    public Cursor shift(long id) {
        return __db.getOpenHelper().getWritableDatabase().query("SELECT * FROM shifts WHERE id = ?", new Object[] {id});
    }

    @Override
    public void appendNote(long orderId, String note) {
        SupportSQLiteStatement _stmt = __db.compileStatement("INSERT INTO notes (order_id, body) VALUES (?, ?)");
        _stmt.bindLong(1, orderId);
        _stmt.bindString(2, note);
        _stmt.executeInsert();
    }

    @Override
    public void tagOrderRaw(long orderId, String tag) {
        __db.getOpenHelper().getWritableDatabase()
                .execSQL("UPDATE orders SET tag = '" + tag + "' WHERE id = " + orderId);
    }

    @Override
    public void markProofSeen(long orderId, int byUid) {
        SupportSQLiteStatement _stmt = __db.compileStatement("UPDATE proofs SET seen_by = ? WHERE order_id = ?");
        _stmt.bindLong(1, byUid);
        _stmt.bindLong(2, orderId);
        _stmt.executeUpdateDelete();
    }

    @Override
    public String proofUrl(long orderId) {
        return stringFor("SELECT url FROM proofs WHERE order_id = ?", orderId);
    }

    @Override
    public String receiptText(long orderId) {
        return stringFor("SELECT receipt FROM orders WHERE id = ?", orderId);
    }

    @Override
    public String manifestCsv() {
        return __db.compileStatement("SELECT group_concat(id || ',' || status, char(10)) FROM orders").simpleQueryForString();
    }

    @Override
    public String summaryCsv(int day) {
        return stringFor("SELECT group_concat(status, ',') FROM orders WHERE day = ?", day);
    }

    private String stringFor(String sql, long arg) {
        SupportSQLiteStatement _stmt = __db.compileStatement(sql);
        _stmt.bindLong(1, arg);
        return _stmt.simpleQueryForString();
    }

    private void updateOrder(String sql, long orderId) {
        SupportSQLiteStatement _stmt = __db.compileStatement(sql);
        _stmt.bindLong(1, orderId);
        _stmt.executeUpdateDelete();
    }
}
