package com.example.r31j1;

import android.content.Context;
import android.os.Binder;
import androidx.work.Worker;
import androidx.work.WorkerParameters;

public class SyncWorker extends Worker {
    public SyncWorker(Context context, WorkerParameters params) {
        super(context, params);
    }
    @Override public Result doWork() {
        int owner = Binder.getCallingUid();
        new Ledger().record("sync", owner);
        return Result.success();
    }
}
