package com.tallowbrook.salon.clients;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.tallowbrook.salon.bookings.AppointmentDao;
import com.tallowbrook.salon.core.SalonDb;

/** SQL for the clients table (and the appointments that point at a client). */
public final class ClientDao {
    static final String[] COLUMNS = {"id", "name", "phone", "visits"};

    /** One client row. */
    static final class Row {
        final String id;
        final String name;
        final String phone;
        final int visits;

        Row(Cursor c) {
            id = c.getString(0);
            name = c.getString(1);
            phone = c.getString(2);
            visits = c.getInt(3);
        }
    }

    private final SalonDb db;

    ClientDao(SalonDb db) {
        this.db = db;
    }

    SQLiteDatabase writable() {
        return db.getWritableDatabase();
    }

    Cursor search(String namePrefix, int limit) {
        String escaped = namePrefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
        return db.getReadableDatabase().query("clients", COLUMNS, "merged_into IS NULL AND name LIKE ? ESCAPE '\\'",
                new String[] {escaped + "%"}, null, null, "name", Integer.toString(limit));
    }

    Cursor one(String id) {
        return db.getReadableDatabase().query("clients", COLUMNS, "id = ? AND merged_into IS NULL", new String[] {id},
                null, null, null);
    }

    Row byId(String id) {
        Cursor c = one(id);
        try {
            return c.moveToFirst() ? new Row(c) : null;
        } finally {
            c.close();
        }
    }

    Cursor history(String id) {
        return db.getReadableDatabase().query("appointments", new String[] {"id", "starts_at", "stylist", "status"},
                "client_id = ?", new String[] {id}, null, null, "starts_at DESC", "50");
    }

    int setPhone(SQLiteDatabase sql, String id, String phone) {
        ContentValues row = new ContentValues();
        row.put("phone", phone);
        return sql.update("clients", row, "id = ? AND merged_into IS NULL", new String[] {id});
    }

    int moveAppointments(SQLiteDatabase sql, String from, String to) {
        ContentValues row = new ContentValues();
        row.put("client_id", to);
        return sql.update("appointments", row, "client_id = ?", new String[] {from});
    }

    void markMerged(SQLiteDatabase sql, String id, String into) {
        ContentValues row = new ContentValues();
        row.put("merged_into", into);
        sql.update("clients", row, "id = ?", new String[] {id});
    }

    void setVisits(SQLiteDatabase sql, String id, int visits) {
        ContentValues row = new ContentValues();
        row.put("visits", Integer.valueOf(visits));
        sql.update("clients", row, "id = ?", new String[] {id});
    }

    int countDone(String id) {
        Cursor c = db.getReadableDatabase().query("appointments", new String[] {"id"}, "client_id = ? AND status = ?",
                new String[] {id, Integer.toString(AppointmentDao.STATUS_DONE)}, null, null, null);
        try {
            return c.getCount();
        } finally {
            c.close();
        }
    }

    int cancelBooked(SQLiteDatabase sql, String id) {
        ContentValues row = new ContentValues();
        row.put("status", Integer.valueOf(AppointmentDao.STATUS_CANCELLED));
        return sql.update("appointments", row, "client_id = ? AND status = ?",
                new String[] {id, Integer.toString(AppointmentDao.STATUS_BOOKED)});
    }

    int deleteClient(SQLiteDatabase sql, String id) {
        return sql.delete("clients", "id = ?", new String[] {id});
    }

    Cursor activeIds() {
        return db.getReadableDatabase().query("clients", new String[] {"id"}, "merged_into IS NULL", null, null, null,
                null);
    }
}
