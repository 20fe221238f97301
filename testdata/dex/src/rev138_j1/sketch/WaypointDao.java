package com.trailmark.data;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteQueryBuilder;

/** Reads of the waypoints table. */
public final class WaypointDao {
    private static final String[] COLUMNS = {"_id", "trip_id", "kind", "name", "tags", "lat", "lon", "recorded_at"};

    /** What find_waypoints may filter on; null or 0 means no filter. */
    public static final class Query {
        public long tripId;
        public String kind;
        public String tag;
        public int limit = 50;
    }

    private final SQLiteDatabase db;

    public WaypointDao(SQLiteDatabase db) {
        this.db = db;
    }

    public WaypointCursor find(Query q) {
        SQLiteQueryBuilder qb = new SQLiteQueryBuilder();
        qb.setTables("waypoints");
        qb.appendWhere("trashed = 0");
        if (q.tag != null) {
            // tags are kept as ",summit,water,": one whole tag matches ",<tag>,"
            qb.appendWhere(" AND tags LIKE '%," + q.tag + ",%'");
        }
        Selection sel = new Selection();
        if (q.tripId > 0L) {
            sel.and("trip_id = ?", q.tripId);
        }
        if (q.kind != null) {
            sel.and("kind = ?", q.kind);
        }
        Cursor c = qb.query(db, COLUMNS, sel.text(), sel.args(), null, null, "recorded_at DESC",
                Integer.toString(q.limit));
        return new WaypointCursor(c);
    }
}
