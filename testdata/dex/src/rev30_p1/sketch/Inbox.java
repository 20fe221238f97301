package com.example.r30p1;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

final class Inbox {
    private final SQLiteDatabase db;

    private Inbox(SQLiteDatabase db) {
        this.db = db;
    }

    static Inbox of(Context context) {
        return new Inbox(context.openOrCreateDatabase("inbox.db", 0, null));
    }

    int threads() {
        return count("SELECT COUNT(*) FROM threads WHERE archived = 0", null);
    }

    int unread() {
        return count("SELECT COUNT(*) FROM messages WHERE seen = 0", null);
    }

    int open(String threadId) {
        int n = count("SELECT COUNT(*) FROM messages WHERE thread_id = ?", new String[] {threadId});
        markSeen(threadId);
        return n;
    }

    int archive(String threadId) {
        ContentValues v = new ContentValues();
        v.put("archived", Boolean.TRUE);
        return db.update("threads", v, "id = ?", new String[] {threadId});
    }

    private void markSeen(String threadId) {
        ContentValues v = new ContentValues();
        v.put("seen", Boolean.TRUE);
        db.update("messages", v, "thread_id = ?", new String[] {threadId});
    }

    private int count(String sql, String[] args) {
        Cursor c = db.rawQuery(sql, args);
        try {
            return c.moveToFirst() ? c.getInt(0) : 0;
        } finally {
            c.close();
        }
    }
}
