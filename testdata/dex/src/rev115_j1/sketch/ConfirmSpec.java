package app.hearthlink.core;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import app.hearthlink.ui.ConfirmActivity;

/** What Hearthlink's confirmation screen shows for one call, and the flags of the PendingIntent that opens it. */
public record ConfirmSpec(String title, String detail, int piFlags) {

    public PendingIntent toIntent(Context ctx, String resumeToken, String requestId) {
        Intent intent = new Intent(ctx, ConfirmActivity.class);
        intent.putExtra(ConfirmActivity.EXTRA_TOKEN, resumeToken);
        intent.putExtra(ConfirmActivity.EXTRA_TITLE, title);
        intent.putExtra(ConfirmActivity.EXTRA_DETAIL, detail);
        return PendingIntent.getActivity(ctx, requestId.hashCode(), intent, piFlags);
    }
}
