package com.tallycrate.data;

import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteQueryBuilder;
import android.database.sqlite.SQLiteStatement;

/** The receipts table and the share log, for the receipts provider. */
public final class ReceiptDao {
    private final SQLiteDatabase db;

    public ReceiptDao(SQLiteDatabase db) {
        this.db = db;
    }

    /** Search filters as search_receipts receives them; null fields do not filter. */
    public static final class Query {
        public String merchant;
        public String tag;
        public long fromMs;
        public long toMs = Long.MAX_VALUE;
        public int limit = 50;
    }

    public ReceiptCursor search(Query q) {
        SQLiteQueryBuilder qb = new SQLiteQueryBuilder();
        qb.setTables("receipts");
        if (q.tag != null) {
            // tags are kept as ",food,travel,": a tag matches together with its commas
            qb.appendWhere("tags LIKE '%," + q.tag + ",%'");
        }
        Selection where = new Selection()
                .and("bought_at >= ?", Long.toString(q.fromMs))
                .and("bought_at < ?", Long.toString(q.toMs));
        if (q.merchant != null) {
            where.andContains("merchant", q.merchant);
        }
        return new ReceiptCursor(qb.query(db, ReceiptCursor.COLUMNS, where.sql(), where.args(), null, null,
                "bought_at DESC", Integer.toString(q.limit)));
    }

    public ReceiptCursor receipt(long id) {
        return new ReceiptCursor(db.query("receipts", ReceiptCursor.COLUMNS, "_id = ?",
                new String[] {Long.toString(id)}, null, null, null));
    }

    public ReceiptCursor between(long fromMs, long toMs) {
        Selection where = new Selection()
                .and("bought_at >= ?", Long.toString(fromMs))
                .and("bought_at < ?", Long.toString(toMs));
        return new ReceiptCursor(db.query("receipts", ReceiptCursor.COLUMNS, where.sql(), where.args(), null, null,
                "bought_at"));
    }

    /** Replaces the tags; tags must already be checked. Returns whether the receipt exists. */
    public boolean setTags(long id, String[] tags) {
        String stored = "," + String.join(",", tags) + ",";
        try (SQLiteStatement update = db.compileStatement("UPDATE receipts SET tags = ? WHERE _id = ?")) {
            update.bindString(1, stored);
            update.bindLong(2, id);
            return update.executeUpdateDelete() == 1;
        }
    }

    public boolean delete(long id) {
        return db.delete("receipts", "_id = ?", new String[] {Long.toString(id)}) == 1;
    }

    /** The "Shared with" list of the receipt screen. */
    public void logShare(String item, int uid, String what) {
        try (SQLiteStatement insert = db.compileStatement(
                "INSERT INTO shares (item, uid, what, at) VALUES (?, ?, ?, ?)")) {
            insert.bindString(1, item);
            insert.bindLong(2, uid);
            insert.bindString(3, what);
            insert.bindLong(4, System.currentTimeMillis());
            insert.executeInsert();
        }
    }
}
