package com.greenwick.garden.confirm;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import com.greenwick.garden.BuildFlags;

/** The confirmation action, kept inside this app: whichever of its activities answers the action shows it. */
public final class PackageResolutions implements ResolutionFactory {
    private final Context context;
    private final String action;

    public PackageResolutions(Context context, String action) {
        this.context = context;
        this.action = action;
    }

    @Override
    public PendingIntent create(String approvalKey) {
        Intent intent = new Intent(action);
        intent.setPackage(BuildFlags.APPLICATION_ID);
        intent.putExtra(ConfirmActivity.EXTRA_KEY, approvalKey);
        return PendingIntent.getActivity(context, approvalKey.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }
}
