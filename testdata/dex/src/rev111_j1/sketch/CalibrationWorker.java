package com.tidemark.zones;

import android.content.Context;
import android.database.Cursor;
import android.database.DatabaseUtils;
import android.database.sqlite.SQLiteDatabase;
import android.util.Log;
import androidx.work.Worker;
import androidx.work.WorkerParameters;
import com.tidemark.core.CetpEndpoint;
import org.json.JSONObject;

/** Runs a queued calibrate_zone operation: litres metered per minute watered. */
public class CalibrationWorker extends Worker {
    public CalibrationWorker(Context context, WorkerParameters params) {
        super(context, params);
    }

    @Override
    public Result doWork() {
        String operationId = getInputData().getString("op_id");
        SQLiteDatabase db = ZoneProvider.open(getApplicationContext());
        CalibrationLog log = new CalibrationLog(db);
        Cursor row = log.find(operationId);
        if (row == null) {
            return Result.failure();
        }
        try {
            String zone = row.getString(row.getColumnIndexOrThrow("zone"));
            long litres = DatabaseUtils.longForQuery(db,
                    "SELECT IFNULL(SUM(litres), 0) FROM meter WHERE zone = ?", new String[] {zone});
            long minutes = DatabaseUtils.longForQuery(db,
                    "SELECT IFNULL(SUM(minutes), 0) FROM history WHERE zone = ?", new String[] {zone});
            if (minutes == 0) {
                throw new IllegalStateException("no finished watering run in zone " + zone);
            }
            double rate = (double) litres / minutes;
            db.execSQL("UPDATE zones SET flow_rate = ? WHERE name = ?", new Object[] {rate, zone});
            log.finish(operationId, "{\"zone\":" + JSONObject.quote(zone) + ",\"litres_per_minute\":" + rate + "}");
            return Result.success();
        } catch (RuntimeException e) {
            Log.w(CetpEndpoint.TAG, "calibration " + operationId + " failed", e);
            log.fail(operationId, "Calibration needs at least one finished watering run");
            return Result.failure();
        } finally {
            row.close();
        }
    }
}
