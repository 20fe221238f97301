// Renamed a.a by R8; open was inlined into ToolProvider.call.
package com.example.rel;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

final class Intents {
    // TP CETP602: implicit Intent, inlined into ToolProvider.call.
    static PendingIntent open(Context ctx) {
        Intent i = new Intent("com.example.rel.OPEN");                              // 26
        return PendingIntent.getActivity(ctx, 0, i, PendingIntent.FLAG_IMMUTABLE);  // 27
    }
    // near miss CETP602: explicit Intent.
    static PendingIntent openConfirm(Context ctx) {
        Intent i = new Intent(ctx, ConfirmActivity.class);                          // 31
        return PendingIntent.getActivity(ctx, 0, i, PendingIntent.FLAG_IMMUTABLE);  // 32
    }
    // TP CETP602: implicit Intent, kept as a.a.b.
    static PendingIntent sync(Context ctx) {
        Intent i = new Intent("com.example.rel.SYNC");                              // 36
        return PendingIntent.getActivity(ctx, 1, i, PendingIntent.FLAG_IMMUTABLE);  // 37
    }
}
