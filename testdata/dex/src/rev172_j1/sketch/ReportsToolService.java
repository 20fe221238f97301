package com.fernhill.stockroom.reports;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: carries the TOOL_PROVIDER intent filter and metadata; calls go to ReportsProvider. */
public final class ReportsToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
