package com.tallowbrook.salon.bookings;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.tallowbrook.salon.core.SalonDb;
import java.util.ArrayList;
import java.util.List;

/** SQL for the appointments and outbox tables. Every selection is constant with ? arguments. */
public final class AppointmentDao {
    public static final int STATUS_BOOKED = 0;
    public static final int STATUS_CANCELLED = 1;
    public static final int STATUS_DONE = 2;
    static final String[] COLUMNS = {"id", "client_id", "stylist", "starts_at", "minutes", "status"};

    /** One appointment row. */
    public static final class Row {
        public final String id;
        public final String clientId;
        public final String stylist;
        public final long startsAt;
        public final int minutes;
        public final int status;

        Row(Cursor c) {
            id = c.getString(0);
            clientId = c.getString(1);
            stylist = c.getString(2);
            startsAt = c.getLong(3);
            minutes = c.getInt(4);
            status = c.getInt(5);
        }

        public long endsAt() {
            return startsAt + minutes * 60000L;
        }
    }

    private final SalonDb db;

    public AppointmentDao(SalonDb db) {
        this.db = db;
    }

    SQLiteDatabase writable() {
        return db.getWritableDatabase();
    }

    Cursor upcomingCursor(long from) {
        return db.getReadableDatabase().query("appointments", COLUMNS, "starts_at >= ? AND status = ?",
                new String[] {Long.toString(from), Integer.toString(STATUS_BOOKED)}, null, null, "starts_at");
    }

    Row byId(String id) {
        Cursor c = db.getReadableDatabase().query("appointments", COLUMNS, "id = ?", new String[] {id}, null, null,
                null);
        try {
            return c.moveToFirst() ? new Row(c) : null;
        } finally {
            c.close();
        }
    }

    List<Row> between(String stylist, long from, long to) {
        String selection = stylist == null ? "starts_at >= ? AND starts_at < ? AND status = ?"
                : "starts_at >= ? AND starts_at < ? AND status = ? AND stylist = ?";
        String[] args = stylist == null
                ? new String[] {Long.toString(from), Long.toString(to), Integer.toString(STATUS_BOOKED)}
                : new String[] {Long.toString(from), Long.toString(to), Integer.toString(STATUS_BOOKED), stylist};
        return rows(db.getReadableDatabase().query("appointments", COLUMNS, selection, args, null, null, "starts_at"));
    }

    List<Row> forClient(String clientId, long from) {
        return rows(db.getReadableDatabase().query("appointments", COLUMNS, "client_id = ? AND starts_at >= ?",
                new String[] {clientId, Long.toString(from)}, null, null, "starts_at"));
    }

    boolean clientExists(String clientId) {
        Cursor c = db.getReadableDatabase().query("clients", new String[] {"id"}, "id = ? AND merged_into IS NULL",
                new String[] {clientId}, null, null, null);
        try {
            return c.moveToFirst();
        } finally {
            c.close();
        }
    }

    void insert(SQLiteDatabase sql, String id, String clientId, String stylist, long startsAt, int minutes) {
        ContentValues row = new ContentValues();
        row.put("id", id);
        row.put("client_id", clientId);
        row.put("stylist", stylist);
        row.put("starts_at", Long.valueOf(startsAt));
        row.put("minutes", Integer.valueOf(minutes));
        row.put("status", Integer.valueOf(STATUS_BOOKED));
        sql.insertOrThrow("appointments", null, row);
    }

    int move(SQLiteDatabase sql, String id, long startsAt) {
        ContentValues row = new ContentValues();
        row.put("starts_at", Long.valueOf(startsAt));
        return sql.update("appointments", row, "id = ? AND status = ?",
                new String[] {id, Integer.toString(STATUS_BOOKED)});
    }

    int setStatus(SQLiteDatabase sql, String id, int from, int to) {
        ContentValues row = new ContentValues();
        row.put("status", Integer.valueOf(to));
        return sql.update("appointments", row, "id = ? AND status = ?", new String[] {id, Integer.toString(from)});
    }

    boolean queueReminder(SQLiteDatabase sql, String appointmentId, long now) {
        ContentValues row = new ContentValues();
        row.put("appointment_id", appointmentId);
        row.put("kind", "reminder");
        row.put("queued_at", Long.valueOf(now));
        return sql.insertWithOnConflict("outbox", null, row, SQLiteDatabase.CONFLICT_IGNORE) != -1L;
    }

    private static List<Row> rows(Cursor c) {
        List<Row> out = new ArrayList<>();
        try {
            while (c.moveToNext()) {
                out.add(new Row(c));
            }
        } finally {
            c.close();
        }
        return out;
    }
}
