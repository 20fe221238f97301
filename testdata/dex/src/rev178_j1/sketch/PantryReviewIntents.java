package com.larderly.app.pantry;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Build;

/** Resolution PendingIntents of the pantry provider: explicit, and immutable wherever the platform has the flag. */
final class PantryReviewIntents {
    static final String EXTRA_TOKEN = "com.larderly.app.extra.REVIEW_TOKEN";

    private PantryReviewIntents() {
    }

    static PendingIntent discard(Context context, String token) {
        Intent intent = new Intent(context, DiscardReviewActivity.class);
        intent.putExtra(EXTRA_TOKEN, token);
        int flags = (Build.VERSION.SDK_INT >= 23 ? PendingIntent.FLAG_IMMUTABLE : 0)
                | PendingIntent.FLAG_UPDATE_CURRENT;
        return PendingIntent.getActivity(context, token.hashCode(), intent, flags);
    }
}
