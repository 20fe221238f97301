package com.ridgeway.doorhub.camera;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER intent filter and its meta-data point at CameraToolProvider's authority. */
public class CameraToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
