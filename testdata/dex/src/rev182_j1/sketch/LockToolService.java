package com.ridgeway.doorhub.locks;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER intent filter and its meta-data point at LockToolProvider's authority. */
public class LockToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
