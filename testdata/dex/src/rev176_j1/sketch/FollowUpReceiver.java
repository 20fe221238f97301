package com.quillmark.docs.work;

import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import android.util.Log;
import com.quillmark.docs.core.Settings;

/** Alarm and boot follow-ups: each one becomes a persisted JobScheduler job for {@link CleanupJobService}. */
public final class FollowUpReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context context, Intent intent) {
        String action = intent.getAction();
        if (action == null) {
            return;
        }
        int days = Settings.of(context).retentionDays();
        switch (action) {
            case Alarms.ACTION_RETRY_CLEANUP:
                days = (int) intent.getLongExtra(Alarms.EXTRA_RETENTION_DAYS, days);
                CleanupJobService.schedule(context, days, 0L, "retry");
                break;
            case Alarms.ACTION_NIGHTLY:
                CleanupJobService.schedule(context, days, 0L, "nightly");
                Alarms.armNightly(context);
                break;
            case Intent.ACTION_BOOT_COMPLETED:
                Alarms.armNightly(context);
                break;
            default:
                Log.w(WorkService.TAG, "unexpected follow-up " + action);
                break;
        }
    }
}
