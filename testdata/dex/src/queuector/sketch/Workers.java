package com.qctor;

import android.os.Binder;
import android.util.Log;
import java.util.concurrent.BlockingQueue;

// Job.java
final class Job {
    final String name;
    Job(String name) { this.name = name; }                                      // 5
}

// JobWorker.java (AuditWorker.java is the same with "audit")
final class JobWorker extends Thread {
    private final BlockingQueue<Job> queue;

    JobWorker(BlockingQueue<Job> queue) {
        this.queue = queue;                                                     // 11
    }

    @Override
    public void run() {
        while (true) {
            Job job;
            try {
                job = queue.take();                                             // 19
            } catch (InterruptedException e) {
                return;                                                         // 21
            }
            Log.i("qctor", job.name + " for " + Binder.getCallingUid());        // 23
        }
    }
}
