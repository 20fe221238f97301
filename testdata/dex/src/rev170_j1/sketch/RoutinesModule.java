package com.relaykit.home.routines;

import android.content.Context;
import android.content.pm.PackageManager;
import com.relaykit.home.cetp.CetpV2ContentProvider;
import com.relaykit.home.cetp.SessionStore;
import com.relaykit.home.core.CommandHistory;
import com.relaykit.home.core.HomeDb;
import com.relaykit.home.core.Retry;
import com.relaykit.home.core.ServiceContainer;
import com.relaykit.home.trust.PairedAppsGate;
import com.relaykit.home.trust.Pairings;
import com.relaykit.home.trust.RotationAwareVerifier;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

/** The routines provider's bindings. */
final class RoutinesModule {
    private RoutinesModule() {
    }

    static ServiceContainer install(ServiceContainer c, Context context) {
        PackageManager pm = context.getPackageManager();
        c.singleton(SessionStore.class, () -> new SessionStore());
        c.singleton(RoutineRepo.class, () -> new RoutineRepo(c.get(HomeDb.class)));
        c.singleton(Pairings.Verifier.class, () -> new RotationAwareVerifier(pm));
        c.singleton(CetpV2ContentProvider.CallerGate.class, () -> new PairedAppsGate(pm, c.get(Pairings.class),
                c.get(Pairings.Verifier.class), RoutinesProvider.PROVIDER_ID));
        c.singleton(CetpV2ContentProvider.ResolutionFactory.class, () -> new RoutineIntents(context));
        c.singleton(OperationBoard.class, () -> new OperationBoard());
        c.singleton(DedupLedger.class, () -> new DedupLedger(c.get(HomeDb.class), RoutinesProvider.PROVIDER_ID));
        c.singleton(CetpV2ContentProvider.MutationExecutor.class,
                new Supplier<CetpV2ContentProvider.MutationExecutor>() {
                    @Override
                    public CetpV2ContentProvider.MutationExecutor get() {
                        return new JournaledExecutor(c.get(HomeDb.class), c.get(DedupLedger.class),
                                c.get(OperationBoard.class), c.get(Retry.class), c.get(CommandHistory.class),
                                Executors.newSingleThreadExecutor());
                    }
                });
        return c;
    }
}
