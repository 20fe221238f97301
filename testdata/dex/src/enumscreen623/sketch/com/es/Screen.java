package com.es;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** The confirmation screen of each tool that needs one, as an enum whose constants build their own resolution. */
enum Screen {
    PURGE {
        @Override
        PendingIntent resolution(Context context, String key) {
            Intent intent = new Intent(context, PurgeActivity.class).putExtra(EXTRA_KEY, key);
            return PendingIntent.getActivity(context, 1, intent, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT);
        }
    },
    RENAME {
        @Override
        PendingIntent resolution(Context context, String key) {
            Intent intent = new Intent(context, RenameActivity.class).putExtra(EXTRA_KEY, key);
            return PendingIntent.getActivity(context, 2, intent, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT);
        }
    };

    static final String EXTRA_KEY = "approval_key";

    abstract PendingIntent resolution(Context context, String key);
}
