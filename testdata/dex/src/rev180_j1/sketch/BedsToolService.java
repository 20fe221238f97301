package com.verdant.garden.beds;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: carries the TOOL_PROVIDER intent filter and meta-data for the beds provider. */
public final class BedsToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
