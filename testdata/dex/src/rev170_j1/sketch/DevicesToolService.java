package com.relaykit.home.devices;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: carries the devices provider's TOOL_PROVIDER metadata. */
public final class DevicesToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
