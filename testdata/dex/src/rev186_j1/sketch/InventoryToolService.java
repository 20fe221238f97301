package com.tallyworks.stockroom.inventory;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery marker for the inventory tool provider (TOOL_PROVIDER); never bound. */
public class InventoryToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
