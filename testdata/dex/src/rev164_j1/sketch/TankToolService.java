package com.tidepool.reef.tanklog;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER service that names the tank log's authority. */
public final class TankToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
