package com.lumenhaus.locks;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER service naming the locks authority. */
public class LockToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
