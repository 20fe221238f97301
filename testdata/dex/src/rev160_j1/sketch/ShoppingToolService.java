package com.larder.kitchen.shopping;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: advertises the shopping provider's authority to CETP Consumers. */
public final class ShoppingToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
