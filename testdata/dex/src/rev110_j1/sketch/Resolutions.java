package app.shoebox.core;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import app.shoebox.ui.ConfirmActivity;
import java.util.Objects;

/** The resolution PendingIntents that open Shoebox's confirmation screen. */
public final class Resolutions {
    private Resolutions() {
    }

    public static PendingIntent confirm(Context ctx, String requestId, String resumeToken, String title, int flags) {
        Intent intent = new Intent(ctx, ConfirmActivity.class)
                .putExtra(ConfirmActivity.EXTRA_TOKEN, resumeToken)
                .putExtra(ConfirmActivity.EXTRA_TITLE, Objects.requireNonNullElse(title, "Confirm this action"));
        int requestCode = Math.floorMod(requestId.hashCode(), 1 << 16);
        return PendingIntent.getActivity(ctx, requestCode, intent, flags);
    }
}
