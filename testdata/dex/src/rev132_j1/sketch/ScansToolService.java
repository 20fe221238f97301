package com.inkbarrow.scans;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Only for discovery: ClawSeed reads the scans authority from this service's meta-data. */
public final class ScansToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
