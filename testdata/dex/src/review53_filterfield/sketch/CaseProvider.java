package com.ffield;                                                             // 1

import android.content.BroadcastReceiver;
import android.content.ContentProvider;
import android.content.Context;
import android.content.Intent;
import android.content.IntentFilter;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;

// broadcastcases' "ping" near miss with the filter held in a field:
// StatsReceiver is registered for com.ffield.STATS only, through the
// IntentFilter the provider keeps in a final field; call() broadcasts
// com.ffield.PING, which no receiver of the app listens for.
// Expected: no CETP603 at StatsReceiver.onReceive (line 40).
public class CaseProvider extends ContentProvider {
    private final IntentFilter statsFilter = new IntentFilter("com.ffield.STATS"); // 18

    @Override
    public boolean onCreate() {
        getContext().registerReceiver(new StatsReceiver(), statsFilter);        // 22
        return true;                                                            // 23
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10123) return null;                      // 28
        getContext().sendBroadcast(new Intent("com.ffield.PING"));              // 29
        return new Bundle();                                                    // 30
    }
}

class StatsReceiver extends BroadcastReceiver {
    @Override public void onReceive(Context ctx, Intent intent) {
        Log.i("ffield", "stats for " + Binder.getCallingUid());                 // 40
    }
}
