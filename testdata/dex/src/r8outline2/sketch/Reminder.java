// What Reminder's smali stands for, before R8 (minSdk 21). Reminder is
// off the CETP surface (a reminder the app schedules itself).
// PendingIntent.getForegroundService is API 26: R8 wraps it in
// Reminder$$ExternalSyntheticApiModelOutline0.m, called by both methods.
package com.example.r8o2;

public final class Reminder {
    // TP CETP610: mutable and implicit.
    static PendingIntent schedule(Context ctx) {
        Intent i = new Intent("com.example.r8o2.REMIND");                                   // 10
        return PendingIntent.getForegroundService(ctx, 0, i, PendingIntent.FLAG_MUTABLE);    // 11
    }

    // near miss CETP610: the same outline, mutable but explicit.
    static PendingIntent scheduleExplicit(Context ctx) {
        Intent i = new Intent(ctx, RemindService.class);                                    // 16
        return PendingIntent.getForegroundService(ctx, 0, i, PendingIntent.FLAG_MUTABLE);    // 17
    }
}
