package com.relaykit.home.routines;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: carries the routines provider's TOOL_PROVIDER metadata. */
public final class RoutinesToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
