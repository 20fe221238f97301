package com.greenwick.garden.tasks;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: Consumers find the tasks provider's authority in this service's meta-data. */
public final class TaskToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
