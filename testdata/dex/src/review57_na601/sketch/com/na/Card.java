package com.na;

import android.app.PendingIntent;

/** A card and the flags it is opened with; the mutable one is only made by a debug method nobody calls. */
final class Card {
    final String cls;
    private final int flags;

    Card(String cls, int flags) {
        this.cls = cls;
        this.flags = flags;
    }

    int flags() {
        return flags;
    }

    static Card debugCard() {
        return new Card("com.na.ConfirmActivity", PendingIntent.FLAG_UPDATE_CURRENT);
    }
}
