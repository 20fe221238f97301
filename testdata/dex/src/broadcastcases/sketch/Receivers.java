package com.bcast;

import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import android.database.ContentObserver;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.util.Log;

// StatsReceiver.java
public class StatsReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context ctx, Intent intent) {
        Log.i("bcast", "stats for " + Binder.getCallingUid());                  // 7
    }
}

// PurgeReceiver.java
public class PurgeReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context ctx, Intent intent) {
        SQLiteDatabase db = ctx.openOrCreateDatabase("c.db", 0, null);          // 8
        db.execSQL("DELETE FROM log WHERE day < '" + intent.getStringExtra("older_than") + "'"); // 9
    }
}

// OtherObserver.java
public class OtherObserver extends ContentObserver {
    OtherObserver() { super(null); }                                            // 6
    @Override
    public void onChange(boolean selfChange) {
        Log.i("bcast", "other by " + Binder.getCallingUid());                   // 9
    }
}

// RootObserver.java
public class RootObserver extends ContentObserver {
    RootObserver() { super(null); }                                             // 6
    @Override
    public void onChange(boolean selfChange) {
        Log.i("bcast", "root by " + Binder.getCallingUid());                    // 9
    }
}
