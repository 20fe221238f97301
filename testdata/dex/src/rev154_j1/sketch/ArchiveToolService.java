package com.halyard.vault.archive;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: Consumers find the archive tools through this service's TOOL_PROVIDER meta-data. */
public final class ArchiveToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
