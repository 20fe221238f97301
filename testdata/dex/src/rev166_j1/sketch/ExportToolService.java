package com.lumenframe.studio.export;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER service whose metadata names ExportProvider's authority. */
public final class ExportToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
