package com.tallycrate.data;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteQueryBuilder;
import android.database.sqlite.SQLiteStatement;
import java.util.List;

/** Imported archives and the index of their entries, for the archive provider. */
public final class ArchiveDao {
    private final SQLiteDatabase db;

    public ArchiveDao(SQLiteDatabase db) {
        this.db = db;
    }

    /** One indexed entry of an archive; id is 0 until it is stored. */
    public static final class Entry {
        public final long id;
        public final long archiveId;
        public final String name;
        public final long size;
        public final String sha256;
        public final String mediaType;

        public Entry(long id, long archiveId, String name, long size, String sha256, String mediaType) {
            this.id = id;
            this.archiveId = archiveId;
            this.name = name;
            this.size = size;
            this.sha256 = sha256;
            this.mediaType = mediaType;
        }
    }

    /** Archives whose label contains labelPart (all when null), newest first, with their entry counts. */
    public Cursor archives(String labelPart) {
        SQLiteQueryBuilder qb = new SQLiteQueryBuilder();
        qb.setTables("archives");
        String[] args = null;
        if (labelPart != null) {
            qb.appendWhere("label LIKE ? ESCAPE '\\'");
            args = new String[] {"%" + Selection.escapeLike(labelPart) + "%"};
        }
        return qb.query(db, new String[] {"_id", "label", "size_bytes", "imported_at",
                "(SELECT COUNT(*) FROM archive_entries e WHERE e.archive_id = archives._id)"}, null, args, null, null,
                "imported_at DESC");
    }

    public Cursor entriesOf(long archiveId) {
        return db.query("archive_entries", new String[] {"_id", "name", "size_bytes", "media_type"},
                "archive_id = ?", new String[] {Long.toString(archiveId)}, null, null, "name");
    }

    public Entry entry(long id) {
        try (Cursor c = db.query("archive_entries", new String[] {"_id", "archive_id", "name", "size_bytes", "sha256",
                "media_type"}, "_id = ?", new String[] {Long.toString(id)}, null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            return new Entry(c.getLong(0), c.getLong(1), c.getString(2), c.getLong(3), c.getString(4),
                    c.getString(5));
        }
    }

    public String label(long archiveId) {
        try (Cursor c = db.query("archives", new String[] {"label"}, "_id = ?",
                new String[] {Long.toString(archiveId)}, null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }

    public long insertArchive(String label, long size) {
        try (SQLiteStatement insert = db.compileStatement(
                "INSERT INTO archives (label, size_bytes, imported_at) VALUES (?, ?, ?)")) {
            insert.bindString(1, label);
            insert.bindLong(2, size);
            insert.bindLong(3, System.currentTimeMillis());
            return insert.executeInsert();
        }
    }

    /** Stores an archive's index in one transaction, reusing one compiled statement. */
    public void insertEntries(long archiveId, List<Entry> entries) {
        db.beginTransaction();
        try (SQLiteStatement insert = db.compileStatement("INSERT INTO archive_entries"
                + " (archive_id, name, size_bytes, sha256, media_type) VALUES (?, ?, ?, ?, ?)")) {
            for (Entry e : entries) {
                insert.clearBindings();
                insert.bindLong(1, archiveId);
                insert.bindString(2, e.name);
                insert.bindLong(3, e.size);
                insert.bindString(4, e.sha256);
                insert.bindString(5, e.mediaType);
                insert.executeInsert();
            }
            db.setTransactionSuccessful();
        } finally {
            db.endTransaction();
        }
    }

    public void deleteArchive(long archiveId) {
        String[] id = {Long.toString(archiveId)};
        db.delete("archive_entries", "archive_id = ?", id);
        db.delete("archives", "_id = ?", id);
    }

    /** Which app was handed which entry. */
    public void logDelivery(long entryId, int uid) {
        try (SQLiteStatement insert = db.compileStatement(
                "INSERT INTO shares (item, uid, what, at) VALUES (?, ?, 'entry', ?)")) {
            insert.bindString(1, "entry:" + entryId);
            insert.bindLong(2, uid);
            insert.bindLong(3, System.currentTimeMillis());
            insert.executeInsert();
        }
    }
}
