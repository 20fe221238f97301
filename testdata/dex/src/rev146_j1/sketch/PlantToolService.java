package com.greenwick.garden.plants;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: Consumers find the plants provider's authority in this service's meta-data. */
public final class PlantToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
