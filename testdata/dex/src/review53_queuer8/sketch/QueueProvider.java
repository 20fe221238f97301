package com.qr8;                                                                // 1

import android.content.ContentProvider;
import android.os.Binder;
import android.os.Bundle;
import java.util.concurrent.LinkedBlockingQueue;

// queuector's JobWorker, with the queue made and handed over in onCreate:
//     jobs = new LinkedBlockingQueue<>(); new JobWorker(jobs).start();
// The smali is what R8 gives a release build: its redundant field load
// elimination passes the register it just stored instead of re-reading jobs.
// (JobWorker.java/Job.java are queuector's: JobWorker.run reads the UID, line 23.)
// Expected: CETP603 at JobWorker.java:23, as in queuector.
public class QueueProvider extends ContentProvider {
    LinkedBlockingQueue<Job> jobs;

    @Override
    public boolean onCreate() {
        jobs = new LinkedBlockingQueue<>();                                     // 19
        new JobWorker(jobs).start();                                            // 20
        return true;                                                            // 21
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10123) return null;                      // 26
        jobs.offer(new Job(method));                                            // 27
        return new Bundle();                                                    // 28
    }
}
