package com.tidemark.zones;

import android.content.BroadcastReceiver;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.database.sqlite.SQLiteDatabase;

/** Fires the watering alarms ZoneProvider sets: starts a zone's run, or lifts its rain delay. */
public class WateringReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context ctx, Intent intent) {
        String zone = intent.getStringExtra("zone");
        SQLiteDatabase db = ZoneProvider.open(ctx);
        if (ZoneProvider.ACTION_WATER.equals(intent.getAction())) {
            int minutes = intent.getIntExtra("minutes", 10);
            long now = System.currentTimeMillis();
            db.execSQL("UPDATE zones SET running = 1, minutes = " + minutes + ", last_run = " + now
                    + " WHERE name = '" + zone + "'");
            db.execSQL("INSERT INTO history(zone, minutes, at) VALUES (?, ?, ?)", new Object[] {zone, minutes, now});
        } else if (ZoneProvider.ACTION_RESUME.equals(intent.getAction())) {
            ContentValues row = new ContentValues();
            row.putNull("skipped_at");
            db.update("zones", row, "name = ?", new String[] {zone});
        }
    }
}
