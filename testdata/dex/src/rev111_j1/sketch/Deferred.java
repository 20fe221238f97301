package com.tidemark.sched;

import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import com.tidemark.zones.CalibrationLog;

/** Runnables the providers hand to their executors and handlers to run a little later. */
public final class Deferred {
    private Deferred() {
    }

    /** Closes a zone's valve after a manual run and books the meter reading. */
    public static Runnable meterReading(SQLiteDatabase db, String zone, double litres) {
        return () -> {
            db.execSQL("UPDATE zones SET running = 0 WHERE name = ?", new Object[] {zone});
            int by = Binder.getCallingUid();
            db.execSQL("INSERT INTO meter(zone, litres, by_uid, at) VALUES (?, ?, ?, ?)",
                    new Object[] {zone, litres, by, System.currentTimeMillis()});
        };
    }

    /** Switches a scene off after its fade and books who asked for it. */
    public static Runnable fade(SQLiteDatabase db, String scene, int uid) {
        return () -> {
            db.execSQL("UPDATE scenes SET active = 0 WHERE id = ?", new Object[] {scene});
            db.execSQL("INSERT INTO scene_log(scene, by_uid, at) VALUES (?, ?, ?)",
                    new Object[] {scene, uid, System.currentTimeMillis()});
        };
    }

    /** Drops calibration records older than the retention window. */
    public static Runnable sweep(CalibrationLog log, long retentionMs) {
        return () -> log.expire(System.currentTimeMillis() - retentionMs);
    }
}
