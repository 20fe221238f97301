package com.example.r34j2;

import android.content.Context;
import android.content.SharedPreferences;

final class Earnings {
    private final SharedPreferences prefs;

    Earnings(Context context) {
        prefs = context.getSharedPreferences("earnings", Context.MODE_PRIVATE);
    }

    String summary(String week) {
        return "{\"week\":\"" + week + "\",\"cents\":" + prefs.getLong("week_" + week, 0L) + "}";
    }

    String cashOut(long cents, String requestedBy) {
        long balance = prefs.getLong("balance", 0L);
        long paid = Math.min(balance, cents);
        prefs.edit().putLong("balance", balance - paid).putString("last_cashout_by", requestedBy).commit();
        return "{\"paid_cents\":" + paid + "}";
    }
}
