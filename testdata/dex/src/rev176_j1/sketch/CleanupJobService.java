package com.quillmark.docs.work;

import android.app.job.JobInfo;
import android.app.job.JobParameters;
import android.app.job.JobScheduler;
import android.app.job.JobService;
import android.content.ComponentName;
import android.content.Context;
import android.os.PersistableBundle;
import android.util.Log;
import com.quillmark.docs.archive.ArchiveShelf;

/** Prunes archives past their retention; scheduled with the retention in its PersistableBundle extras. */
public final class CleanupJobService extends JobService {
    static final int JOB_CLEANUP = 4101;
    static final String EXTRA_DAYS = "retention_days";
    static final String EXTRA_REASON = "reason";

    private volatile Thread worker;

    public static boolean schedule(Context context, int retentionDays, long delayMs, String reason) {
        PersistableBundle extras = new PersistableBundle();
        extras.putInt(EXTRA_DAYS, retentionDays);
        extras.putString(EXTRA_REASON, reason);
        extras.putLong("scheduled_at", System.currentTimeMillis());
        JobInfo job = new JobInfo.Builder(JOB_CLEANUP, new ComponentName(context, CleanupJobService.class))
                .setExtras(extras)
                .setMinimumLatency(delayMs)
                .setRequiresDeviceIdle(true)
                .setPersisted(true)
                .build();
        JobScheduler scheduler = (JobScheduler) context.getSystemService(Context.JOB_SCHEDULER_SERVICE);
        return scheduler != null && scheduler.schedule(job) == JobScheduler.RESULT_SUCCESS;
    }

    @Override
    public boolean onStartJob(JobParameters params) {
        PersistableBundle extras = params.getExtras();
        int days = extras.getInt(EXTRA_DAYS, 90);
        Thread thread = new Thread(() -> prune(params, days), "quillmark-cleanup");
        worker = thread;
        thread.start();
        return true;
    }

    private void prune(JobParameters params, int days) {
        int removed = ArchiveShelf.get(this).pruneOlderThan(days);
        if (removed < 0) {
            Alarms.retryCleanupLater(this, days);
        } else {
            Log.i(WorkService.TAG, "pruned " + removed + " archives");
        }
        jobFinished(params, false);
    }

    @Override
    public boolean onStopJob(JobParameters params) {
        Thread thread = worker;
        if (thread != null) {
            thread.interrupt();
        }
        return true;
    }
}
