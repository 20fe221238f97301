package com.larderly.app.pantry;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: carries the pantry provider's TOOL_PROVIDER metadata. */
public final class PantryToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
