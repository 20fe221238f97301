package com.copperwick.budget;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: ClawSeed finds the budget authority through this service's meta-data. */
public final class BudgetToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
