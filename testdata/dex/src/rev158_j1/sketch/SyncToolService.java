package com.inkwell.notes.sync;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER service that names the sync provider's authority. */
public final class SyncToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
