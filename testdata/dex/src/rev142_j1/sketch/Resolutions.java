package com.quaywire.cetp;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import com.quaywire.ui.ApproveActivity;

/** Builds the resolution PendingIntents that open Quaywire's approval screen for one pending approval. */
public final class Resolutions {
    private Resolutions() {
    }

    public static PendingIntent build(Context context, String approvalKey, int flags) {
        Intent intent = new Intent(context, ApproveActivity.class);
        intent.putExtra(ApproveActivity.EXTRA_APPROVAL, approvalKey);
        return PendingIntent.getActivity(context, approvalKey.hashCode(), intent, flags);
    }
}
