package com.cutqueue.queue;

import android.app.Service;
import android.content.Intent;
import android.content.SharedPreferences;
import android.os.Binder;
import android.os.IBinder;

/** The cutter queue, bound by QueueProvider in the app's own process (not exported). */
public class QueueService extends Service {
    SharedPreferences jobs;

    private final IQueue.Stub binder = new IQueue.Stub() {
        @Override
        public int enqueue(String job, int minutes) {
            int caller = Binder.getCallingUid();
            if (jobs.getInt("banned_" + caller, 0) != 0) {
                return -1;
            }
            jobs.edit().putInt("owner_" + job, caller).putInt("minutes_" + job, minutes).apply();
            return minutes;
        }

        @Override
        public boolean cancel(String job, int ownerUid) {
            if (jobs.getInt("owner_" + job, -1) != ownerUid) {
                return false;
            }
            jobs.edit().remove("owner_" + job).apply();
            return true;
        }
    };

    @Override
    public void onCreate() {
        jobs = getSharedPreferences("jobs", 0);
    }

    @Override
    public IBinder onBind(Intent i) {
        return binder;
    }
}
