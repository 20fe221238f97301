package com.tidemark.routines;

import android.app.job.JobParameters;
import android.app.job.JobService;
import android.content.Intent;
import android.os.PersistableBundle;

/** Hands an export to the app it was made for. */
public class DeliverJob extends JobService {
    public static final int JOB_ID = 4102;
    static final String ACTION_EXPORTED = "com.tidemark.action.EXPORT_READY";

    @Override
    public boolean onStartJob(JobParameters params) {
        PersistableBundle in = params.getExtras();
        String owner = in.getString("owner");
        if (owner == null) {
            return false;
        }
        sendBroadcast(new Intent(ACTION_EXPORTED)
                .setPackage(owner)
                .putExtra("kind", in.getString("kind"))
                .putExtra("payload", in.getString("payload")));
        return false;
    }

    @Override
    public boolean onStopJob(JobParameters params) {
        return false;
    }
}
