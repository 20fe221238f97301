package com.bcast;                                                              // 1

import android.content.ContentProvider;
import android.content.Context;
import android.content.Intent;
import android.content.IntentFilter;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

/**
 * Broadcast and change-notification hand-overs, true and near-miss cases
 * (the line numbers are the smali's .line directives):
 * - "ping" broadcasts com.bcast.PING: no receiver of the app is registered
 *   for it (StatsReceiver listens for com.bcast.STATS), so the UID
 *   StatsReceiver reads is not read off "ping" (near miss, CETP603);
 * - "relay" broadcasts an action the request names: which receivers run is
 *   not known (a CETP603 note, and the CETP614/CETP622 limit note for the
 *   request value in its extras);
 * - "touch" notifies content://com.bcast/items: RootObserver, registered
 *   for content://com.bcast with descendants, runs and reads the UID
 *   (CETP603); OtherObserver, registered for content://com.bcast/other,
 *   does not (near miss);
 * - "purge" sends an explicit Intent to PurgeReceiver (declared in the
 *   manifest for com.bcast.PURGE) with the request's "older_than" in its
 *   extras; it builds it into execSQL (CETP622).
 */
public class CaseProvider extends ContentProvider {
    static final String ACTION_PING = "com.bcast.PING";
    static final String ACTION_STATS = "com.bcast.STATS";

    @Override
    public boolean onCreate() {
        Context ctx = getContext();                                             // 33
        ctx.registerReceiver(new StatsReceiver(), new IntentFilter(ACTION_STATS)); // 34
        ctx.getContentResolver().registerContentObserver(
                Uri.parse("content://com.bcast/other"), true, new OtherObserver()); // 35
        ctx.getContentResolver().registerContentObserver(
                Uri.parse("content://com.bcast"), true, new RootObserver());   // 37
        return true;                                                            // 39
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                       // 44
        if (uid != 10123) {                                                     // 45
            return null;                                                        // 46
        }
        if ("ping".equals(method)) {                                            // 48
            getContext().sendBroadcast(new Intent(ACTION_PING));                // 49
        } else if ("relay".equals(method)) {                                    // 50
            getContext().sendBroadcast(new Intent(extras.getString("action"))
                    .putExtra("note", extras.getString("note")));              // 51
        } else if ("touch".equals(method)) {                                    // 53
            getContext().getContentResolver().notifyChange(
                    Uri.parse("content://com.bcast/items"), null);             // 54
        } else if ("purge".equals(method)) {                                    // 56
            getContext().sendBroadcast(new Intent(getContext(), PurgeReceiver.class)
                    .putExtra("older_than", extras.getString("older_than")));  // 57
        }
        return new Bundle();                                                    // 59
    }
}
