package com.fieldnote.birding.trips;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: advertises the trip provider's authority to CETP Consumers. */
public final class TripToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
