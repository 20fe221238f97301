package com.tidepool.reef.dosing;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER service that names the dosing provider's authority. */
public final class DosingToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
