package app.hearthlink.di;

import android.content.Context;
import android.os.Binder;
import app.hearthlink.core.Approvals;
import app.hearthlink.core.HubStore;
import app.hearthlink.core.TokenMint;
import java.util.Random;
import java.util.concurrent.Executor;
import javax.inject.Provider;

/** Hearthlink's dependency container, written in the shape Dagger would generate. */
public final class DaggerHubComponent {
    private static DaggerHubComponent instance;

    private final Provider<Random> secureRandomProvider;
    private final Provider<Random> randomProvider;
    private final Provider<Integer> callingUidProvider;
    private final Provider<HubStore> hubStoreProvider;
    private final TokenMint sessionMint;
    private final TokenMint operationMint;
    private final Approvals approvals;
    private final AuditTask_Factory auditTaskFactory;
    private final Executor executor;

    private DaggerHubComponent(Context app) {
        this.secureRandomProvider = HubModule_ProvideSecureRandomFactory.create();
        this.randomProvider = HubModule_ProvideRandomFactory.create();
        this.callingUidProvider = Binder::getCallingUid;
        HubStore store = new HubStore(app.openOrCreateDatabase("hearthlink.db", 0, null));
        this.hubStoreProvider = () -> store;
        this.sessionMint = new TokenMint(secureRandomProvider);
        this.operationMint = new TokenMint(randomProvider);
        this.approvals = new Approvals(sessionMint);
        this.auditTaskFactory = new AuditTask_Factory(hubStoreProvider);
        this.executor = HubModule.provideExecutor();
    }

    public static DaggerHubComponent get(Context ctx) {
        if (instance == null) {
            instance = new DaggerHubComponent(ctx.getApplicationContext());
        }
        return instance;
    }

    public HubStore store() {
        return hubStoreProvider.get();
    }

    public TokenMint sessionMint() {
        return sessionMint;
    }

    public TokenMint operationMint() {
        return operationMint;
    }

    public Approvals approvals() {
        return approvals;
    }

    public AuditTask_Factory auditTasks() {
        return auditTaskFactory;
    }

    public Executor executor() {
        return executor;
    }

    /** The calling UID, for tasks that want to know who asked. */
    public Provider<Integer> callingUid() {
        return callingUidProvider;
    }
}
