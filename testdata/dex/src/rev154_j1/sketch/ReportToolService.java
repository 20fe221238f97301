package com.halyard.vault.reports;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: Consumers find the report tools through this service's TOOL_PROVIDER meta-data. */
public final class ReportToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
