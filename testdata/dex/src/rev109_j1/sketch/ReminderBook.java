package com.inkwell.remind;

import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import com.inkwell.core.Replies;
import com.inkwell.core.ToolCall;

/** The reminders table. */
final class ReminderBook implements ReminderService {
    private final SQLiteDatabase db;

    ReminderBook(SQLiteDatabase db) {
        this.db = db;
    }

    @Override
    public Bundle snooze(ToolCall call, long reminderId, int minutes) {
        db.execSQL("UPDATE reminders SET due_at = due_at + ? WHERE id = ?", new Object[] {minutes * 60000L, reminderId});
        return Replies.ok(call.requestId, "{\"snoozed\":true}");
    }

    @Override
    public Bundle cancel(ToolCall call, long reminderId) {
        int n = db.delete("reminders", "id = ?", new String[] {Long.toString(reminderId)});
        return Replies.ok(call.requestId, "{\"cancelled\":" + n + "}");
    }

    @Override
    public Bundle clearAll(ToolCall call) {
        int n = db.delete("reminders", null, null);
        return Replies.ok(call.requestId, "{\"cleared\":" + n + "}");
    }
}
