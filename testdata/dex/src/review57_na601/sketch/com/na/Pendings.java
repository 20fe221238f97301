package com.na;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** One helper opening a Screen or a Card with the flags it was constructed with. */
final class Pendings {
    private Pendings() {
    }

    static PendingIntent open(Context ctx, Screen s, String token) {
        Intent i = new Intent("com.na.OPEN").setClassName("com.na", s.cls).putExtra("token", token);
        return PendingIntent.getActivity(ctx, 1, i, s.flags());
    }

    static PendingIntent card(Context ctx, Card c, String token) {
        Intent i = new Intent("com.na.CARD").setClassName("com.na", c.cls).putExtra("token", token);
        return PendingIntent.getActivity(ctx, 2, i, c.flags());
    }
}
