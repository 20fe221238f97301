package com.larderly.app.plans;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: carries the planner provider's TOOL_PROVIDER metadata. */
public final class PlansToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
