package com.example.r33j3;

import android.content.Context;

final class Pushes {
    private Pushes() {
    }

    // Delivery log shown in the teacher's "sent" screen: which assistant sent what.
    static void logDelivery(Context context, long id, int senderUid) {
        context.getSharedPreferences("push_log", Context.MODE_PRIVATE).edit()
                .putInt("sender_" + id, senderUid)
                .apply();
    }
}
