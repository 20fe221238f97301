package com.brightfold.pantry.shopping;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER service that names the shopping authority. */
public final class ShoppingToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
