package com.tidemark.zones;

import android.content.Context;
import android.database.DatabaseUtils;
import androidx.work.Data;
import androidx.work.Worker;
import androidx.work.WorkerParameters;

/** First link of the purge chain: counts the zone's history rows and hands the purge on. */
public class PrepareWorker extends Worker {
    public PrepareWorker(Context context, WorkerParameters params) {
        super(context, params);
    }

    @Override
    public Result doWork() {
        Data in = getInputData();
        String zone = in.getString("zone");
        long rows = DatabaseUtils.queryNumEntries(ZoneProvider.open(getApplicationContext()), "history",
                "zone = ?", new String[] {zone});
        Data out = new Data.Builder()
                .putString("zone", zone)
                .putBoolean("confirmed", in.getBoolean("confirmed", false))
                .putLong("rows", rows)
                .build();
        return Result.success(out);
    }
}
