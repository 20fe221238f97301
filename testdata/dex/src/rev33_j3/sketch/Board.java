package com.example.r33j3;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

final class Board {
    private final SQLiteDatabase db;

    Board(Context context) {
        db = context.openOrCreateDatabase("classbook.db", 0, null);
    }

    String timetable() {
        Cursor c = db.rawQuery("SELECT COUNT(*) FROM lessons WHERE day = strftime('%w','now')", null);
        int lessons = c.moveToFirst() ? c.getInt(0) : 0;
        c.close();
        return "{\"lessons_today\":" + lessons + "}";
    }

    long post(String kind, String text) {
        ContentValues row = new ContentValues();
        row.put("kind", kind);
        row.put("text", text);
        return db.insert("posts", null, row);
    }

    long message(String studentId, String text) {
        ContentValues row = new ContentValues();
        row.put("student_id", studentId);
        row.put("text", text);
        return db.insert("parent_messages", null, row);
    }

    void excuse(String studentId, String date) {
        ContentValues row = new ContentValues();
        row.put("excused", true);
        db.update("absences", row, "student_id = ? AND date = ?", new String[] {studentId, date});
    }

    void swapSeats(String first, String second) {
        db.execSQL("UPDATE seats SET student_id = CASE student_id WHEN ?1 THEN ?2 ELSE ?1 END WHERE student_id IN (?1, ?2)",
                new Object[] {first, second});
    }
}
