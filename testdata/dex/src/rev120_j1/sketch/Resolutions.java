package com.tallyhouse.cetp;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import com.tallyhouse.ui.ConfirmActionActivity;
import com.tallyhouse.ui.MergeReviewActivity;

/** Builds the PendingIntents that resolutions carry. */
public final class Resolutions implements CetpKeys {
    private Resolutions() {
    }

    /** extras are key, value pairs. */
    public static PendingIntent pending(Context context, String screen, int flags, String... extras) {
        Intent intent = intentFor(context, screen);
        for (int i = 0; i + 1 < extras.length; i += 2) {
            intent.putExtra(extras[i], extras[i + 1]);
        }
        int requestCode = extras.length > 1 ? extras[1].hashCode() : 0;
        return PendingIntent.getActivity(context, requestCode, intent, flags);
    }

    static Intent intentFor(Context context, String screen) {
        Intent intent;
        switch (screen) {
            case SCREEN_VOID_INVOICE:
            case SCREEN_PURGE_CLIENT:
                intent = new Intent(context, ConfirmActionActivity.class);
                break;
            case SCREEN_MERGE_CLIENTS:
                intent = new Intent(context, MergeReviewActivity.class);
                break;
            default:
                // newer screens are found through the review action our activities declare
                intent = new Intent(ACTION_REVIEW);
                intent.setPackage(context.getPackageName());
                break;
        }
        intent.putExtra(EXTRA_SCREEN, screen);
        return intent;
    }
}
