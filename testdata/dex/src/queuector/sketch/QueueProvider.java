package com.qctor;                                                              // 1

import android.content.ContentProvider;
import android.os.Binder;
import android.os.Bundle;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A queue handed to its consumer's constructor (the line numbers are the
 * smali's .line directives). call() offers a Job into `jobs`, which
 * JobWorker was constructed with and takes from through its own final
 * field: JobWorker.run reads the calling UID off the Binder thread
 * (CETP603). AuditWorker has the same shape but was given `audits`, which
 * call() never fills: its read is not reached from call() (near miss).
 */
public class QueueProvider extends ContentProvider {
    final LinkedBlockingQueue<Job> jobs = new LinkedBlockingQueue<>();         // 17
    final LinkedBlockingQueue<Job> audits = new LinkedBlockingQueue<>();       // 18

    @Override
    public boolean onCreate() {
        new JobWorker(jobs).start();                                            // 22
        new AuditWorker(audits).start();                                        // 23
        return true;                                                            // 24
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                       // 29
        if (uid != 10123) {                                                     // 30
            return null;                                                        // 31
        }
        jobs.offer(new Job(method));                                            // 33
        return new Bundle();                                                    // 34
    }
}
