package com.relaykit.home.core;

import android.content.Context;
import com.relaykit.home.cetp.ApprovalStore;
import com.relaykit.home.devices.AlertNotifier;
import com.relaykit.home.devices.DeviceRepo;
import com.relaykit.home.trust.Pairings;
import java.util.function.Supplier;

/**
 * The application-wide container. Content providers are created before Application.onCreate, so the graph is built
 * lazily by whichever component asks first.
 */
public final class AppGraph {
    private static ServiceContainer root;

    private AppGraph() {
    }

    public static synchronized ServiceContainer root(Context context) {
        if (root == null) {
            root = build(context.getApplicationContext());
        }
        return root;
    }

    private static ServiceContainer build(Context app) {
        ServiceContainer c = new ServiceContainer();
        c.singleton(HomeDb.class, () -> HomeDb.get(app));
        c.singleton(EventBus.class, () -> new EventBus());
        c.singleton(Retry.class, () -> new Retry(4, 120L));
        c.singleton(CommandHistory.class, () -> new CommandHistory(20));
        c.singleton(ApprovalStore.class, () -> new ApprovalStore(c.get(HomeDb.class)));
        c.singleton(Pairings.class, () -> new Pairings(c.get(HomeDb.class)));
        c.singleton(DeviceRepo.class, new Supplier<DeviceRepo>() {
            @Override
            public DeviceRepo get() {
                return new DeviceRepo(c.get(HomeDb.class), c.get(Retry.class));
            }
        });
        c.singleton(AlertNotifier.class, () -> new AlertNotifier(app));
        return c;
    }
}
