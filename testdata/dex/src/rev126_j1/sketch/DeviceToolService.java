package com.lumenhaus.devices;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER service naming the devices authority. */
public class DeviceToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
