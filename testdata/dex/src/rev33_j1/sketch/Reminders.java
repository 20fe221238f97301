package com.example.r33j1;

import android.content.Context;
import android.content.SharedPreferences;
import android.util.Log;

final class Reminders {
    private final Context context;
    private final SharedPreferences prefs;

    Reminders(Context context) {
        this.context = context;
        this.prefs = context.getSharedPreferences("reminders", Context.MODE_PRIVATE);
    }

    String nextDose() {
        String next = prefs.getString("next_dose", "{}");
        Log.d("Reminders", "next dose " + next);
        return next;
    }

    // Reports the missed doses once and clears their flags, so the
    // reminders screen stops showing them as missed.
    String takeMissed() {
        StringBuilder out = new StringBuilder();
        SharedPreferences.Editor edit = prefs.edit();
        for (String key : prefs.getAll().keySet()) {
            if (key.startsWith("missed_") && prefs.getBoolean(key, false)) {
                out.append(key.substring(7)).append(',');
                edit.putBoolean(key, false);
            }
        }
        edit.apply();
        return "{\"missed\":\"" + out + "\"}";
    }

    int add(String args) {
        String drug = Args.get(args, "drug");
        long at = Long.parseLong(Args.get(args, "at_ms"));
        int id = prefs.getInt("next_id", 1);
        prefs.edit().putInt("next_id", id + 1).putString("reminder_" + id, drug + "@" + at).apply();
        DoseAlarms.schedule(context, id, at);
        return id;
    }

    long[] pendingTimes() {
        int last = prefs.getInt("next_id", 1);
        long[] times = new long[last - 1];
        for (int id = 1; id < last; id++) {
            String entry = prefs.getString("reminder_" + id, "@0");
            times[id - 1] = Long.parseLong(entry.substring(entry.indexOf('@') + 1));
        }
        return times;
    }
}
