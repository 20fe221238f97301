package com.verdant.garden.water;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: carries the TOOL_PROVIDER intent filter and meta-data for the watering provider. */
public final class WaterToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
