package com.trailmark.data;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteQueryBuilder;
import android.database.sqlite.SQLiteStatement;
import com.trailmark.io.Copy;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONException;
import org.json.JSONObject;

/** Snapshots: whole-library ZIP files under files/snapshots, listed in the snapshots table. */
public final class SnapshotDao {
    private static final String[] COLUMNS = {"_id", "label", "file", "size_bytes", "sha256", "trips", "created_at"};

    public static final class Snapshot {
        public final long id;
        public final String label;
        public final String file;
        public final long sizeBytes;
        public final String sha256;
        public final int trips;
        public final long createdAt;

        Snapshot(Cursor c) {
            id = c.getLong(0);
            label = c.getString(1);
            file = c.getString(2);
            sizeBytes = c.getLong(3);
            sha256 = c.getString(4);
            trips = c.getInt(5);
            createdAt = c.getLong(6);
        }

        public JSONObject toJson() throws JSONException {
            return new JSONObject()
                    .put("snapshot_id", id)
                    .put("label", label)
                    .put("size_bytes", sizeBytes)
                    .put("trips", trips)
                    .put("created_at", createdAt);
        }
    }

    private final SQLiteDatabase db;

    public SnapshotDao(SQLiteDatabase db) {
        this.db = db;
    }

    /** Finished snapshots, newest first, optionally only those whose label contains text. */
    public List<Snapshot> list(String labelContains, int limit) {
        SQLiteQueryBuilder qb = new SQLiteQueryBuilder();
        qb.setTables("snapshots");
        qb.appendWhere("state = 'done'");
        Selection sel = new Selection();
        if (labelContains != null) {
            sel.and("label LIKE ? ESCAPE '\\'", "%" + likeEscaped(labelContains) + "%");
        }
        List<Snapshot> out = new ArrayList<>();
        try (Cursor c = qb.query(db, COLUMNS, sel.text(), sel.args(), null, null, "created_at DESC",
                Integer.toString(limit))) {
            while (c.moveToNext()) {
                out.add(new Snapshot(c));
            }
        }
        return out;
    }

    private static String likeEscaped(String s) {
        return s.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }

    public Snapshot get(long id) {
        try (Cursor c = db.query("snapshots", COLUMNS, "_id = ? AND state = 'done'",
                new String[] {Long.toString(id)}, null, null, null)) {
            return c.moveToFirst() ? new Snapshot(c) : null;
        }
    }

    /** A row for a snapshot being written; finish() completes it. */
    public long begin(String label) {
        try (SQLiteStatement st = db.compileStatement(
                "INSERT INTO snapshots (label, state, created_at) VALUES (?, 'writing', ?)")) {
            st.bindString(1, label);
            st.bindLong(2, System.currentTimeMillis());
            return st.executeInsert();
        }
    }

    public void finish(long id, String file, Copy.Sum sum, int trips) {
        try (SQLiteStatement st = db.compileStatement("UPDATE snapshots SET file = ?, size_bytes = ?, sha256 = ?,"
                + " trips = ?, state = 'done' WHERE _id = ?")) {
            st.bindString(1, file);
            st.bindLong(2, sum.size);
            st.bindString(3, sum.sha256);
            st.bindLong(4, trips);
            st.bindLong(5, id);
            st.executeUpdateDelete();
        }
    }

    public void abandon(long id) {
        db.delete("snapshots", "_id = ?", new String[] {Long.toString(id)});
    }
}
