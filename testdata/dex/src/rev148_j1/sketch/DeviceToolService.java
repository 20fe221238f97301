package com.lumenhall.hub.devices;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: its manifest entry names the devices authority; nothing binds to it. */
public final class DeviceToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
