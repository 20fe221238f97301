package com.greenwick.garden.reminders;

import android.app.job.JobInfo;
import android.app.job.JobScheduler;
import android.content.ComponentName;
import android.content.Context;
import android.os.Binder;
import android.os.PersistableBundle;
import com.greenwick.garden.cetp.Clock;

/** Reminders as JobScheduler jobs of ReminderJobService, with the subject and owner in the job's extras. */
public final class JobReminders implements Scheduler {
    private static final int JOB_ID_BASE = 0x4700_0000;

    private final Context context;
    private final Clock clock;

    public JobReminders(Context context, Clock clock) {
        this.context = context;
        this.clock = clock;
    }

    @Override
    public void schedule(int ownerUid, String subject, long atMs) {
        PersistableBundle extras = new PersistableBundle();
        extras.putString("subject", subject);
        extras.putInt("owner_uid", ownerUid);
        JobInfo job = new JobInfo.Builder(JOB_ID_BASE + (subject.hashCode() & 0xffff),
                new ComponentName(context, ReminderJobService.class))
                .setMinimumLatency(Math.max(0L, atMs - clock.now()))
                .setExtras(extras)
                .build();
        context.getSystemService(JobScheduler.class).schedule(job);
    }

    @Override
    public int cancel(String subject) {
        int caller = Binder.getCallingUid();
        JobScheduler jobs = context.getSystemService(JobScheduler.class);
        int cancelled = 0;
        for (JobInfo job : jobs.getAllPendingJobs()) {
            PersistableBundle extras = job.getExtras();
            if (subject.equals(extras.getString("subject")) && extras.getInt("owner_uid") == caller) {
                jobs.cancel(job.getId());
                cancelled++;
            }
        }
        return cancelled;
    }
}
