package com.lbms;                                                              // 1

import android.content.BroadcastReceiver;
import android.content.ContentProvider;
import android.content.Context;
import android.content.Intent;
import android.content.IntentFilter;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import androidx.localbroadcastmanager.content.LocalBroadcastManager;

// sendBroadcastSync runs PurgeReceiver.onReceive in place with the request's older_than: expected CETP622 at line 35.
public class LbmProvider extends ContentProvider {
    @Override
    public boolean onCreate() {
        LocalBroadcastManager.getInstance(getContext())
                .registerReceiver(new PurgeReceiver(), new IntentFilter("com.lbms.PURGE")); // 18
        return true;                                                            // 20
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10123) return null;                      // 25
        Intent i = new Intent("com.lbms.PURGE").putExtra("older_than", extras.getString("older_than")); // 26
        LocalBroadcastManager.getInstance(getContext()).sendBroadcastSync(i);  // 27
        return new Bundle();                                                    // 28
    }
}

class PurgeReceiver extends BroadcastReceiver {
    @Override public void onReceive(Context ctx, Intent intent) {
        SQLiteDatabase db = ctx.openOrCreateDatabase("c.db", 0, null);          // 34
        db.execSQL("DELETE FROM log WHERE day < '" + intent.getStringExtra("older_than") + "'"); // 35
    }
}
