// Sketch of the resolkeys fixture (javac 17, then D8): three ways a
// method can come by the Bundle key of the PendingIntent it puts. The key
// "resolution" is obtained from a helper returning it and from a field a
// constructor set; the third method puts its PendingIntent under a key of
// its own and is not analysed for "resolution" (mayObtainResolution).
package com.example.rk;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;

final class Keys {
    static String resolution() {
        return "resolution";
    }
}

public final class Confirmations {
    private final Context context;
    private final String resultKey;

    Confirmations(Context context) {
        this.context = context;
        this.resultKey = "resolution";
    }

    Bundle byHelper() {
        Bundle b = new Bundle();
        Intent i = new Intent(context, ConfirmActivity.class);
        b.putParcelable(Keys.resolution(), PendingIntent.getActivity(context, 1, i, PendingIntent.FLAG_IMMUTABLE));
        return b;
    }

    Bundle byField() {
        Bundle b = new Bundle();
        Intent i = new Intent(context, ConfirmActivity.class);
        b.putParcelable(resultKey, PendingIntent.getActivity(context, 2, i, PendingIntent.FLAG_IMMUTABLE));
        return b;
    }

    Bundle notificationExtras() {
        Bundle b = new Bundle();
        Intent i = new Intent(context, ConfirmActivity.class);
        b.putParcelable("android.app.extra.CONTENT_INTENT", PendingIntent.getActivity(context, 3, i, PendingIntent.FLAG_IMMUTABLE));
        return b;
    }
}
