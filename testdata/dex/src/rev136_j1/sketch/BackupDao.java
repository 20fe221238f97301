package com.quillbin.data;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteQueryBuilder;
import android.database.sqlite.SQLiteStatement;
import java.util.ArrayList;
import java.util.List;

/** The backups table: one row per backup file under files/backups. */
public final class BackupDao {
    private static final String[] COLUMNS = {"_id", "label", "file", "size_bytes", "sha256", "created_at"};

    /** A finished backup. */
    public static final class Backup {
        public final long id;
        public final String label;
        public final String file;
        public final long size;
        public final String sha256;
        public final long createdAt;

        Backup(Cursor c) {
            id = c.getLong(0);
            label = c.getString(1);
            file = c.getString(2);
            size = c.getLong(3);
            sha256 = c.getString(4);
            createdAt = c.getLong(5);
        }
    }

    private final SQLiteDatabase db;

    public BackupDao(SQLiteDatabase db) {
        this.db = db;
    }

    /** Finished backups, newest first; a label fragment filters them. */
    public List<Backup> list(String labelFragment) {
        SQLiteQueryBuilder qb = new SQLiteQueryBuilder();
        qb.setTables("backups");
        qb.appendWhere("file IS NOT NULL");
        Where where = new Where();
        if (labelFragment != null) {
            where.contains("label", labelFragment);
        }
        List<Backup> out = new ArrayList<>();
        try (Cursor c = qb.query(db, COLUMNS, where.clause(), where.values(), null, null, "created_at DESC")) {
            while (c.moveToNext()) {
                out.add(new Backup(c));
            }
        }
        return out;
    }

    public Backup get(long id) {
        try (Cursor c = db.query("backups", COLUMNS, "_id = ? AND file IS NOT NULL",
                new String[] {Long.toString(id)}, null, null, null)) {
            return c.moveToFirst() ? new Backup(c) : null;
        }
    }

    public List<Backup> olderThan(long cutoffMs) {
        List<Backup> out = new ArrayList<>();
        try (Cursor c = db.query("backups", COLUMNS, "created_at < ? AND file IS NOT NULL",
                new String[] {Long.toString(cutoffMs)}, null, null, "created_at")) {
            while (c.moveToNext()) {
                out.add(new Backup(c));
            }
        }
        return out;
    }

    /** A row for a backup being written; it has no file until complete(). */
    public long begin(String label) {
        try (SQLiteStatement insert = db.compileStatement(
                "INSERT INTO backups (label, created_at) VALUES (?, ?)")) {
            insert.bindString(1, label);
            insert.bindLong(2, System.currentTimeMillis());
            return insert.executeInsert();
        }
    }

    public void complete(long id, String file, long size, String sha256) {
        try (SQLiteStatement update = db.compileStatement(
                "UPDATE backups SET file = ?, size_bytes = ?, sha256 = ? WHERE _id = ?")) {
            update.bindString(1, file);
            update.bindLong(2, size);
            update.bindString(3, sha256);
            update.bindLong(4, id);
            update.executeUpdateDelete();
        }
    }

    public void drop(long id) {
        db.delete("backups", "_id = ?", new String[] {Long.toString(id)});
    }
}
