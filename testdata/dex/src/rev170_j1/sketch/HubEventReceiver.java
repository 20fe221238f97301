package com.relaykit.home.devices;

import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import com.relaykit.home.core.AppGraph;
import com.relaykit.home.core.ServiceContainer;

/** Alerts pushed by the app's hub connection, and the notification's snooze action. Not exported. */
public final class HubEventReceiver extends BroadcastReceiver {
    public static final String ACTION_HUB_ALERT = "com.relaykit.home.action.HUB_ALERT";
    private static final long SNOOZE_MS = 60L * 60 * 1000;

    @Override
    public void onReceive(Context context, Intent intent) {
        ServiceContainer c = AppGraph.root(context);
        DeviceRepo repo = c.get(DeviceRepo.class);
        String action = intent.getAction();
        if (AlertNotifier.ACTION_SNOOZE.equals(action)) {
            long alertId = intent.getLongExtra(AlertNotifier.EXTRA_ALERT_ID, -1L);
            if (alertId > 0) {
                repo.snooze(alertId, System.currentTimeMillis() + SNOOZE_MS);
            }
        } else if (ACTION_HUB_ALERT.equals(action)) {
            String deviceId = intent.getStringExtra("device_id");
            String message = intent.getStringExtra("message");
            if (deviceId == null || message == null) {
                return;
            }
            long alertId = repo.recordAlert(deviceId, message);
            c.get(AlertNotifier.class).showHubAlert(alertId, repo.deviceName(deviceId), message);
        }
    }
}
