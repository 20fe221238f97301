package com.relaykit.home.devices;

import android.content.Context;
import android.content.pm.PackageManager;
import android.util.Log;
import com.relaykit.home.cetp.CetpV2ContentProvider;
import com.relaykit.home.cetp.SessionStore;
import com.relaykit.home.core.EventBus;
import com.relaykit.home.core.ServiceContainer;
import com.relaykit.home.trust.HouseholdGate;
import com.relaykit.home.trust.ManifestSignatureCheck;
import com.relaykit.home.trust.Pairings;
import java.util.concurrent.atomic.AtomicLong;

/** The devices provider's bindings, and what the app does when the tools show devices and alerts. */
public final class DevicesModule {
    private static final String TAG = "DevicesModule";
    private static final AtomicLong DEVICE_VIEWS = new AtomicLong();

    /** Published when list_alerts has shown these alerts to a Consumer. */
    public static final class AlertsShown {
        final long[] alertIds;

        AlertsShown(long[] alertIds) {
            this.alertIds = alertIds;
        }
    }

    /** Published when get_device has shown a device to a Consumer. */
    public static final class DeviceShown {
        final String deviceId;

        DeviceShown(String deviceId) {
            this.deviceId = deviceId;
        }
    }

    private DevicesModule() {
    }

    public static ServiceContainer install(ServiceContainer c, Context context) {
        PackageManager pm = context.getPackageManager();
        c.singleton(SessionStore.class, () -> new SessionStore());
        c.singleton(Pairings.Verifier.class, () -> new ManifestSignatureCheck(pm));
        c.singleton(CetpV2ContentProvider.CallerGate.class, () -> new HouseholdGate(pm, c.get(Pairings.class),
                c.get(Pairings.Verifier.class), DevicesProvider.PROVIDER_ID));
        c.singleton(CetpV2ContentProvider.ResolutionFactory.class, () -> new DeviceIntents(context));

        EventBus bus = c.get(EventBus.class);
        DeviceRepo devices = c.get(DeviceRepo.class);
        bus.subscribe(AlertsShown.class, new EventBus.Listener<AlertsShown>() {
            @Override
            public void onEvent(AlertsShown event) {
                devices.markAlertsRead(event.alertIds);
            }
        });
        bus.subscribe(DeviceShown.class, new EventBus.Listener<DeviceShown>() {
            @Override
            public void onEvent(DeviceShown event) {
                long views = DEVICE_VIEWS.incrementAndGet();
                Log.d(TAG, "device shown through tools: " + event.deviceId + " (" + views + " this run)");
            }
        });
        return c;
    }
}
