package com.example.r33j3;

import android.app.job.JobParameters;
import android.app.job.JobService;
import io.classkit.sync.SyncKit;

public final class SyncJobService extends JobService {
    @Override
    public boolean onStartJob(JobParameters params) {
        if (!SyncKit.retryScheduled(this)) {
            SyncKit.scheduleRetry(this, 15 * 60_000L);
        }
        return false;
    }

    @Override
    public boolean onStopJob(JobParameters params) {
        return false;
    }
}
