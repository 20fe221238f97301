package com.tidemark.sched;

import android.content.Context;
import androidx.work.Data;
import androidx.work.ListenableWorker;
import androidx.work.OneTimeWorkRequest;
import androidx.work.WorkManager;
import com.tidemark.zones.PrepareWorker;
import com.tidemark.zones.PurgeWorker;
import java.util.concurrent.TimeUnit;

/** The WorkManager requests of both providers. */
public final class WorkChains {
    private WorkChains() {
    }

    /** Counts a zone's history two minutes from now, then purges it if the purge was confirmed. */
    public static void purge(Context ctx, String zone, boolean confirmed) {
        Data input = new Data.Builder()
                .putString("zone", zone)
                .putBoolean("confirmed", confirmed)
                .build();
        OneTimeWorkRequest count = new OneTimeWorkRequest.Builder(PrepareWorker.class)
                .setInitialDelay(2, TimeUnit.MINUTES)
                .setInputData(input)
                .addTag("purge")
                .build();
        OneTimeWorkRequest purge = new OneTimeWorkRequest.Builder(PurgeWorker.class)
                .addTag("purge")
                .build();
        WorkManager.getInstance(ctx).beginWith(count).then(purge).enqueue();
    }

    /** Runs the queued operation row {@code operationId} in {@code worker}. */
    public static void runOperation(Context ctx, Class<? extends ListenableWorker> worker, String operationId) {
        OneTimeWorkRequest run = new OneTimeWorkRequest.Builder(worker)
                .setInputData(new Data.Builder().putString("op_id", operationId).build())
                .build();
        WorkManager.getInstance(ctx).enqueue(run);
    }
}
