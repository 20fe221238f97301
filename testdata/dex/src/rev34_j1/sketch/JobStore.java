package com.example.r34j1;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

final class JobStore {
    private static final String[] COLUMNS = {"id", "customer", "address", "status", "due_at"};
    private final SQLiteDatabase db;

    JobStore(SQLiteDatabase db) {
        this.db = db;
    }

    String listByStatus(String status) {
        Cursor c = db.query("jobs", COLUMNS, "status = '" + status + "'", null, null, null, "due_at");
        return toJson(c);
    }

    String listForCustomer(String customer) {
        Cursor c = db.query("jobs", COLUMNS, "customer = ?", new String[] {customer}, null, null, "due_at");
        return toJson(c);
    }

    void close(String jobId) {
        setStatus(jobId, "closed");
    }

    void reopen(String jobId) {
        setStatus(jobId, "open");
    }

    private void setStatus(String jobId, String status) {
        ContentValues v = new ContentValues();
        v.put("status", status);
        db.update("jobs", v, "id = ?", new String[] {jobId});
    }

    String timesheetCsv(String week) {
        Cursor c = db.rawQuery("SELECT day, job_id, minutes FROM timesheet WHERE week = ?", new String[] {week});
        StringBuilder out = new StringBuilder("day,job_id,minutes\n");
        try {
            while (c.moveToNext()) {
                out.append(c.getString(0)).append(',').append(c.getString(1)).append(',').append(c.getLong(2)).append('\n');
            }
        } finally {
            c.close();
        }
        return out.toString();
    }

    String routeJson(String day) {
        Cursor c = db.rawQuery("SELECT address FROM jobs WHERE day = ? ORDER BY slot", new String[] {day});
        return toJson(c);
    }

    private static String toJson(Cursor c) {
        StringBuilder out = new StringBuilder("[");
        try {
            while (c.moveToNext()) {
                if (out.length() > 1) {
                    out.append(',');
                }
                out.append('"').append(c.getString(0)).append('"');
            }
        } finally {
            c.close();
        }
        return out.append(']').toString();
    }
}
