package com.tallyworks.stockroom.orders;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery marker for the orders tool provider (TOOL_PROVIDER); never bound. */
public class OrdersToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
