package com.inkbarrow.notebook;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Only for discovery: ClawSeed reads the notebook authority from this service's meta-data. */
public final class NotebookToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
