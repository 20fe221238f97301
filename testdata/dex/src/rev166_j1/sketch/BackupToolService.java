package com.lumenframe.studio.backup;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER service whose metadata names BackupProvider's authority. */
public final class BackupToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
