package com.fernhill.stockroom.inventory;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: carries the TOOL_PROVIDER intent filter and metadata; calls go to InventoryProvider. */
public final class InventoryToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
