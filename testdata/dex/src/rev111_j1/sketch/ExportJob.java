package com.tidemark.routines;

import android.app.job.JobInfo;
import android.app.job.JobParameters;
import android.app.job.JobScheduler;
import android.app.job.JobService;
import android.content.ComponentName;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.PersistableBundle;
import org.json.JSONArray;

/** Reads the routines or scenes to export, then schedules DeliverJob with them. */
public class ExportJob extends JobService {
    public static final int JOB_ID = 4101;

    @Override
    public boolean onStartJob(JobParameters params) {
        PersistableBundle in = params.getExtras();
        String kind = in.getString("kind");
        SQLiteDatabase db = RoutineProvider.open(this);
        Cursor c = "scenes".equals(kind)
                ? db.query("scenes", new String[] {"id", "name"}, null, null, null, null, "name")
                : db.query("routines", new String[] {"name", "body"}, null, null, null, null, "name");
        JSONArray all = new JSONArray();
        try {
            while (c.moveToNext()) {
                all.put(new JSONArray().put(c.getString(0)).put(c.getString(1)));
            }
        } finally {
            c.close();
        }
        PersistableBundle out = new PersistableBundle();
        out.putString("owner", in.getString("owner"));
        out.putString("kind", kind);
        out.putString("payload", all.toString());
        JobInfo deliver = new JobInfo.Builder(DeliverJob.JOB_ID, new ComponentName(this, DeliverJob.class))
                .setExtras(out)
                .setMinimumLatency(1_000L)
                .setOverrideDeadline(60_000L)
                .build();
        getSystemService(JobScheduler.class).schedule(deliver);
        return false;
    }

    @Override
    public boolean onStopJob(JobParameters params) {
        return true;
    }
}
