package com.rentroll.tenants;

import android.content.Context;
import android.os.AsyncTask;
import android.os.Binder;

/** Builds a tenant's statement in the background (AsyncTask, from the pre-WorkManager code). */
class StatementTask extends AsyncTask<String, Void, Boolean> {
    private final Context ctx;

    StatementTask(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    protected Boolean doInBackground(String... tenants) {
        int requester = Binder.getCallingUid();
        ctx.getSharedPreferences("statements", 0).edit().putInt(tenants[0], requester).apply();
        return true;
    }
}
