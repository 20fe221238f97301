package com.qsuper;                                                             // 1

import android.content.ContentProvider;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

// The queue reaches its consumer through the constructor of an abstract base
// worker: JobWorker(q) { super(q); }, BaseWorker stores it and takes from it.
// Expected: CETP603 at JobWorker.handle (line 45).
public class QueueProvider extends ContentProvider {
    final LinkedBlockingQueue<Job> jobs = new LinkedBlockingQueue<>();         // 14

    @Override
    public boolean onCreate() {
        new JobWorker(jobs).start();                                            // 18
        return true;                                                            // 19
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10123) return null;                      // 24
        jobs.offer(new Job(method));                                            // 25
        return new Bundle();                                                    // 26
    }
}

final class Job { final String name; Job(String n) { name = n; } }

abstract class BaseWorker extends Thread {
    private final BlockingQueue<Job> queue;
    BaseWorker(BlockingQueue<Job> queue) { this.queue = queue; }                // 34
    @Override public void run() {
        while (true) {
            Job job;
            try { job = queue.take(); } catch (InterruptedException e) { return; }  // 38
            handle(job);                                                        // 39
        }
    }
    abstract void handle(Job job);
}

final class JobWorker extends BaseWorker {
    JobWorker(BlockingQueue<Job> q) { super(q); }                               // 44
    @Override void handle(Job job) { Log.i("qsuper", job.name + " for " + Binder.getCallingUid()); } // 45
}
