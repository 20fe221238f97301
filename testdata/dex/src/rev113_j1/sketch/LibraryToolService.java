package com.kiteframe.library;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery marker for the library tools (the TOOL_PROVIDER action); the tools are served by LibraryToolProvider. */
public final class LibraryToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
