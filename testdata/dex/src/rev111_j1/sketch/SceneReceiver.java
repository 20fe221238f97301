package com.tidemark.routines;

import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;

/** Fires the scene alarms RoutineProvider sets. */
public class SceneReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context ctx, Intent intent) {
        String scene = intent.getStringExtra("scene");
        RoutineProvider.open(ctx).execSQL("UPDATE scenes SET active = 1, fired_at = ? WHERE id = ?",
                new Object[] {System.currentTimeMillis(), scene});
    }
}
