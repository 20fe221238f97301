package com.homeflow.app.cetp;

import android.content.Context;
import android.content.SharedPreferences;

/** Talks to the home hub (the real client is a socket to the hub; the UI uses it too). */
final class HubClient {
    private final SharedPreferences outbox;

    HubClient(Context ctx) {
        outbox = ctx.getSharedPreferences("hub_outbox", 0);
    }

    String send(String device, String command, String args) {
        outbox.edit().putString(device + "/" + command, args).apply();
        return "{\"kind\":\"inline\",\"value\":{\"sent\":true}}";
    }

    String rename(String args) {
        outbox.edit().putString("rename", args).apply();
        return "{\"kind\":\"inline\",\"value\":{\"renamed\":true}}";
    }
}
