package com.example.r35j2;

import android.content.Context;
import android.content.SharedPreferences;

// The "recent activity" feed on the member's home screen.
final class Notifier {
    private final SharedPreferences feed;

    Notifier(Context context) {
        feed = context.getSharedPreferences("activity_feed", 0);
    }

    void note(String kind, String subject, int uid) {
        feed.edit().putString(kind + ":" + subject, "by uid " + uid).apply();
    }
}
