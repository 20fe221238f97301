package com.greenwick.garden.confirm;

import android.app.PendingIntent;

/** Builds the resolution PendingIntent that opens Greenwick's confirmation screen for one pending approval. */
public interface ResolutionFactory {
    PendingIntent create(String approvalKey);
}
