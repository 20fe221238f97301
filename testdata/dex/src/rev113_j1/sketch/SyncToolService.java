package com.kiteframe.sync;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery marker for the sync tools (the TOOL_PROVIDER action); the tools are served by SyncToolProvider. */
public final class SyncToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
