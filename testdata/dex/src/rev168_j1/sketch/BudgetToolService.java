package com.tallyspring.budget.budget;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER service naming the budget provider's authority in its meta-data. */
public final class BudgetToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
