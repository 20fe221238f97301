package com.greenwick.garden.reminders;

import android.app.job.JobParameters;
import android.app.job.JobService;
import android.util.Log;

/** Runs when a reminder is due; the notification itself is posted by the app's UI layer. */
public final class ReminderJobService extends JobService {
    @Override
    public boolean onStartJob(JobParameters params) {
        Log.i("GreenwickReminders", "reminder due: " + params.getExtras().getString("subject"));
        return false;
    }

    @Override
    public boolean onStopJob(JobParameters params) {
        return false;
    }
}
