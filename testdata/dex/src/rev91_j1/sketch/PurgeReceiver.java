package com.choirbook.data;

import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import android.database.sqlite.SQLiteDatabase;

/** Registered with LocalBroadcastManager by RehearsalProvider.onCreate; deletes old rehearsals. */
public class PurgeReceiver extends BroadcastReceiver {
    public static final String ACTION_PURGE = "com.choirbook.action.PURGE";

    private final SQLiteDatabase db;

    public PurgeReceiver(SQLiteDatabase db) {
        this.db = db;
    }

    @Override
    public void onReceive(Context context, Intent intent) {
        long before = intent.getLongExtra("before", 0);
        db.delete("rehearsals", "starts_at < ?", new String[] {String.valueOf(before)});
    }
}
