package com.tallowbrook.salon.bookings;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER meta-data lives on this service; tools are served by AppointmentsProvider. */
public final class BookingsToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
