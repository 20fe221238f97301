package com.brightfold.pantry.pantry;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER service that names the pantry authority. */
public final class PantryToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
