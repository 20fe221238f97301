package com.example.r31j1;

import android.content.Context;
import androidx.work.Worker;
import androidx.work.WorkerParameters;

public class OwnedSyncWorker extends Worker {
    public OwnedSyncWorker(Context context, WorkerParameters params) {
        super(context, params);
    }
    @Override public Result doWork() {
        int owner = getInputData().getInt("owner_uid", -1);
        new Ledger().record("sync", owner);
        return Result.success();
    }
}
