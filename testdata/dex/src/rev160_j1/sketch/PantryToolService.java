package com.larder.kitchen.pantry;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: advertises the pantry provider's authority to CETP Consumers. */
public final class PantryToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
