package com.tidemark.zones;

import android.content.Context;
import android.util.Log;
import androidx.work.Data;
import androidx.work.Worker;
import androidx.work.WorkerParameters;
import com.tidemark.core.CetpEndpoint;

/** Second link of the purge chain: deletes the zone's history once the purge is confirmed. */
public class PurgeWorker extends Worker {
    public PurgeWorker(Context context, WorkerParameters params) {
        super(context, params);
    }

    @Override
    public Result doWork() {
        Data in = getInputData();
        String zone = in.getString("zone");
        if (!in.getBoolean("confirmed", false)) {
            Log.i(CetpEndpoint.TAG, "purge of " + zone + " is left to the user");
            return Result.success();
        }
        int gone = ZoneProvider.open(getApplicationContext()).delete("history", "zone = ?", new String[] {zone});
        Log.i(CetpEndpoint.TAG, "purged " + gone + " of " + in.getLong("rows", 0L) + " history rows");
        return Result.success();
    }
}
