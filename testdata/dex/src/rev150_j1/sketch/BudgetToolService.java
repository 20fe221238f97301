package com.kestrel.ledger.budgets;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: its manifest entry advertises the budgets provider's authority. Nothing binds to it. */
public final class BudgetToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
