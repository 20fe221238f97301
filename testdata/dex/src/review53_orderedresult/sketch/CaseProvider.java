package com.ordr;                                                               // 1

import android.content.BroadcastReceiver;
import android.content.ContentProvider;
import android.content.Context;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;

// An ordered broadcast with a result receiver: after the (other apps')
// receivers of com.ordr.COLLECT ran, the platform calls
// ResultCollector.onReceive on the main thread.
// Expected: CETP603 at ResultCollector.onReceive (line 32).
public class CaseProvider extends ContentProvider {
    @Override
    public boolean onCreate() { return true; }                                  // 17

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10123) return null;                      // 21
        getContext().sendOrderedBroadcast(new Intent("com.ordr.COLLECT"), null, // 22
                new ResultCollector(), null, 0, null, null);
        return new Bundle();                                                    // 24
    }
}

class ResultCollector extends BroadcastReceiver {
    @Override public void onReceive(Context ctx, Intent intent) {
        Log.i("ordr", "collected for " + Binder.getCallingUid());               // 32
    }
}
