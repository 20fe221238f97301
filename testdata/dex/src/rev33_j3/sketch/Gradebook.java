package com.example.r33j3;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.util.Log;

final class Gradebook {
    private final SQLiteDatabase db;

    private Gradebook(SQLiteDatabase db) {
        this.db = db;
    }

    static Gradebook open(Context context) {
        return new Gradebook(context.openOrCreateDatabase("classbook.db", 0, null));
    }

    String assignments(String course) {
        StringBuilder out = new StringBuilder("[");
        Cursor c = db.rawQuery("SELECT title, due FROM assignments WHERE course = ? ORDER BY due", new String[] {course});
        while (c.moveToNext()) {
            out.append(out.length() > 1 ? "," : "").append("{\"title\":\"").append(c.getString(0)).append("\",\"due\":\"").append(c.getString(1)).append("\"}");
        }
        c.close();
        Log.d("Gradebook", "assignments for " + course);
        return out.append(']').toString();
    }

    // The average is recomputed on every read and stored as the enrollment's GPA.
    String summary(String studentId) {
        Cursor c = db.rawQuery("SELECT AVG(score) FROM grades WHERE student_id = ?", new String[] {studentId});
        double gpa = c.moveToFirst() ? c.getDouble(0) : 0.0;
        c.close();
        db.execSQL("UPDATE enrollments SET gpa = ? WHERE student_id = ?", new Object[] {gpa, studentId});
        return "{\"student_id\":\"" + studentId + "\",\"gpa\":" + gpa + "}";
    }

    int submit(String args) {
        ContentValues row = new ContentValues();
        row.put("assignment_id", Args.get(args, "assignment_id"));
        row.put("body", Args.get(args, "body"));
        return (int) db.insert("submissions", null, row);
    }
}
