package com.example.r36j2;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderResult;
import kotlin.jvm.functions.Function0;

// Class bookings, and the request_id journal that makes their mutations exactly-once.
final class ClassJournal implements CetpMutationExecutor {
    private final SQLiteDatabase db;

    ClassJournal(Context context) {
        db = context.openOrCreateDatabase("classes.db", 0, null);
    }

    @Override
    public synchronized CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
        Cursor c = db.rawQuery("SELECT result FROM journal WHERE request_id = ?", new String[] {requestId});
        try {
            if (c.moveToFirst()) {
                return CetpProviderResult.Companion.ok(c.getString(0));
            }
        } finally {
            c.close();
        }
        CetpProviderResult result = mutation.invoke();
        ContentValues row = new ContentValues();
        row.put("request_id", requestId);
        row.put("result", String.valueOf(result));
        db.insertOrThrow("journal", null, row);
        return result;
    }

    String schedule(String club) {
        Cursor c = db.rawQuery("SELECT class_id, title, starts_at FROM classes WHERE club_id = ?", new String[] {club});
        try {
            return c.getCount() + " classes";
        } finally {
            c.close();
        }
    }

    int waitlistPosition(String classId, String member) {
        Cursor c = db.rawQuery("SELECT position FROM waitlist WHERE class_id = ? AND member_id = ?", new String[] {classId, member});
        try {
            return c.moveToFirst() ? c.getInt(0) : -1;
        } finally {
            c.close();
        }
    }

    boolean promoteIfFree(String classId, String member) {
        ContentValues v = new ContentValues();
        v.put("state", "booked");
        return db.update("bookings", v, "class_id = ? AND member_id = ? AND state = 'waitlisted'", new String[] {classId, member}) == 1;
    }

    void book(String classId, String member) {
        db.execSQL("INSERT INTO bookings(class_id, member_id, state) VALUES (?, ?, 'booked')", new Object[] {classId, member});
    }

    void cancel(String classId, String member) {
        db.execSQL("DELETE FROM bookings WHERE class_id = ? AND member_id = ?", new Object[] {classId, member});
    }
}
