package com.tallyspring.budget.bills;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER service naming the bills provider's authority in its meta-data. */
public final class BillsToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
