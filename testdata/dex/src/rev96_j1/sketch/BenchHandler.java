package com.lendshed.repair;

import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.os.Message;

/** The repair bench's worker: the Messenger's messages are written to repairs.db on its own thread. */
final class BenchHandler extends Handler {
    static final int WHAT_LOG = 1;
    static final int WHAT_TAG = 2;
    static final int WHAT_PURGE = 3;

    private final SQLiteDatabase db;

    BenchHandler(Looper looper, SQLiteDatabase db) {
        super(looper);
        this.db = db;
    }

    @Override
    public void handleMessage(Message msg) {
        switch (msg.what) {
            case WHAT_LOG:
                db.execSQL("INSERT INTO repairs(tool_id, note) VALUES(" + msg.arg1 + ", '" + ((Bundle) msg.obj).getString("note") + "')");
                break;
            case WHAT_TAG:
                db.execSQL("UPDATE repairs SET tag = ? WHERE tool_id = ?", new Object[] {((Bundle) msg.obj).getString("tag"), msg.arg1});
                break;
            case WHAT_PURGE:
                db.execSQL("DELETE FROM repairs WHERE tool_id = ?", new Object[] {msg.arg1});
                break;
            default:
                super.handleMessage(msg);
        }
    }
}
