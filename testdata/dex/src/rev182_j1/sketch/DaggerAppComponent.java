package com.ridgeway.doorhub.di;

import android.app.AlarmManager;
import android.content.Context;
import android.content.Intent;
import android.content.pm.PackageManager;

import com.ridgeway.doorhub.camera.CameraToolProvider;
import com.ridgeway.doorhub.camera.CameraToolProvider_MembersInjector;
import com.ridgeway.doorhub.camera.ClipApprovalActivity;
import com.ridgeway.doorhub.camera.ClipApprovalActivity_MembersInjector;
import com.ridgeway.doorhub.camera.ClipExporter;
import com.ridgeway.doorhub.camera.ClipExporter_Factory;
import com.ridgeway.doorhub.camera.OperationStore;
import com.ridgeway.doorhub.cetp.ApprovalLedger;
import com.ridgeway.doorhub.cetp.CallerVerifier;
import com.ridgeway.doorhub.cetp.RequestLog;
import com.ridgeway.doorhub.cetp.SessionStore;
import com.ridgeway.doorhub.cetp.SessionStore_Factory;
import com.ridgeway.doorhub.cetp.Tokens;
import com.ridgeway.doorhub.data.DoorhubDatabase;
import com.ridgeway.doorhub.doorbell.DoorbellReceiver;
import com.ridgeway.doorhub.doorbell.VisitorReminder;
import com.ridgeway.doorhub.locks.LockApprovalActivity;
import com.ridgeway.doorhub.locks.LockApprovalActivity_MembersInjector;
import com.ridgeway.doorhub.locks.LockRepository;
import com.ridgeway.doorhub.locks.LockToolProvider;
import com.ridgeway.doorhub.locks.LockToolProvider_MembersInjector;

import dagger.internal.DoubleCheck;

import java.io.File;
import java.security.SecureRandom;
import java.util.concurrent.ExecutorService;

import javax.inject.Provider;

/**
 * The application component as Dagger's fastInit mode writes it: singletons are DoubleCheck-wrapped
 * SwitchingProviders, unscoped bindings (the approval Intents, one field per qualifier) plain SwitchingProviders.
 */
public final class DaggerAppComponent implements ToolProviderEntryPoint {
    private final Context applicationContext;
    private final DaggerAppComponent appComponent = this;

    private Provider<DoorhubDatabase> databaseProvider;
    private Provider<SecureRandom> secureRandomProvider;
    private Provider<Tokens> tokensProvider;
    private Provider<PackageManager> packageManagerProvider;
    private Provider<CallerVerifier> callerVerifierProvider;
    private Provider<SessionStore> sessionStoreProvider;
    private Provider<RequestLog> requestLogProvider;
    private Provider<ApprovalLedger> approvalLedgerProvider;
    private Provider<LockRepository> lockRepositoryProvider;
    private Provider<File> clipsDirProvider;
    private Provider<ClipExporter> clipExporterProvider;
    private Provider<OperationStore> operationStoreProvider;
    private Provider<ExecutorService> archiveExecutorProvider;
    private Provider<Intent> unlockApprovalIntentProvider;
    private Provider<Intent> autoLockApprovalIntentProvider;
    private Provider<Intent> shareCodeApprovalIntentProvider;
    private Provider<Intent> revokeCodeApprovalIntentProvider;
    private Provider<Intent> deleteClipApprovalIntentProvider;
    private Provider<Intent> shareClipApprovalIntentProvider;

    DaggerAppComponent(Context applicationContext) {
        this.applicationContext = applicationContext;
        initialize();
    }

    public static Builder builder() {
        return new Builder();
    }

    private void initialize() {
        databaseProvider = DoubleCheck.provider(new SwitchingProvider<DoorhubDatabase>(appComponent, 0));
        secureRandomProvider = DoubleCheck.provider(new SwitchingProvider<SecureRandom>(appComponent, 1));
        tokensProvider = DoubleCheck.provider(new SwitchingProvider<Tokens>(appComponent, 2));
        packageManagerProvider = new SwitchingProvider<PackageManager>(appComponent, 3);
        callerVerifierProvider = DoubleCheck.provider(new SwitchingProvider<CallerVerifier>(appComponent, 4));
        sessionStoreProvider = DoubleCheck.provider(new SwitchingProvider<SessionStore>(appComponent, 5));
        requestLogProvider = DoubleCheck.provider(new SwitchingProvider<RequestLog>(appComponent, 6));
        approvalLedgerProvider = DoubleCheck.provider(new SwitchingProvider<ApprovalLedger>(appComponent, 7));
        lockRepositoryProvider = DoubleCheck.provider(new SwitchingProvider<LockRepository>(appComponent, 8));
        clipsDirProvider = new SwitchingProvider<File>(appComponent, 9);
        clipExporterProvider = DoubleCheck.provider(
                ClipExporter_Factory.create(databaseProvider, tokensProvider, clipsDirProvider));
        operationStoreProvider = DoubleCheck.provider(new SwitchingProvider<OperationStore>(appComponent, 10));
        archiveExecutorProvider = DoubleCheck.provider(new SwitchingProvider<ExecutorService>(appComponent, 11));
        unlockApprovalIntentProvider = new SwitchingProvider<Intent>(appComponent, 12);
        autoLockApprovalIntentProvider = new SwitchingProvider<Intent>(appComponent, 13);
        shareCodeApprovalIntentProvider = new SwitchingProvider<Intent>(appComponent, 14);
        revokeCodeApprovalIntentProvider = new SwitchingProvider<Intent>(appComponent, 15);
        deleteClipApprovalIntentProvider = new SwitchingProvider<Intent>(appComponent, 16);
        shareClipApprovalIntentProvider = new SwitchingProvider<Intent>(appComponent, 17);
    }

    @Override
    public void inject(LockToolProvider provider) {
        injectLockToolProvider(provider);
    }

    @Override
    public void inject(CameraToolProvider provider) {
        injectCameraToolProvider(provider);
    }

    public void inject(LockApprovalActivity activity) {
        LockApprovalActivity_MembersInjector.injectLedger(activity, approvalLedgerProvider.get());
    }

    public void inject(ClipApprovalActivity activity) {
        ClipApprovalActivity_MembersInjector.injectLedger(activity, approvalLedgerProvider.get());
    }

    public void inject(DoorbellReceiver receiver) {
        injectDoorbellReceiver(receiver);
    }

    private LockToolProvider injectLockToolProvider(LockToolProvider instance) {
        LockToolProvider_MembersInjector.injectSessionStore(instance, sessionStoreProvider);
        LockToolProvider_MembersInjector.injectCallerVerifier(instance, callerVerifierProvider);
        LockToolProvider_MembersInjector.injectRequestLog(instance, requestLogProvider);
        LockToolProvider_MembersInjector.injectApprovalLedger(instance, approvalLedgerProvider);
        LockToolProvider_MembersInjector.injectLocks(instance, lockRepositoryProvider);
        LockToolProvider_MembersInjector.injectUnlockApproval(instance, unlockApprovalIntentProvider);
        LockToolProvider_MembersInjector.injectAutoLockApproval(instance, autoLockApprovalIntentProvider);
        LockToolProvider_MembersInjector.injectShareCodeApproval(instance, shareCodeApprovalIntentProvider);
        LockToolProvider_MembersInjector.injectRevokeCodeApproval(instance, revokeCodeApprovalIntentProvider);
        return instance;
    }

    private CameraToolProvider injectCameraToolProvider(CameraToolProvider instance) {
        CameraToolProvider_MembersInjector.injectSessionStore(instance, sessionStoreProvider);
        CameraToolProvider_MembersInjector.injectCallerVerifier(instance, callerVerifierProvider);
        CameraToolProvider_MembersInjector.injectRequestLog(instance, requestLogProvider);
        CameraToolProvider_MembersInjector.injectApprovalLedger(instance, approvalLedgerProvider);
        CameraToolProvider_MembersInjector.injectClips(instance, clipExporterProvider);
        CameraToolProvider_MembersInjector.injectOperations(instance, operationStoreProvider);
        CameraToolProvider_MembersInjector.injectArchiveExecutor(instance, archiveExecutorProvider);
        CameraToolProvider_MembersInjector.injectDeleteClipApproval(instance, deleteClipApprovalIntentProvider);
        CameraToolProvider_MembersInjector.injectShareClipApproval(instance, shareClipApprovalIntentProvider);
        return instance;
    }

    /** Not in the SwitchingProvider: the reminder is unscoped and only the receiver asks for it. */
    private DoorbellReceiver injectDoorbellReceiver(DoorbellReceiver instance) {
        AlarmManager alarms = AppModule.provideAlarmManager(applicationContext);
        instance.setReminder(new VisitorReminder(applicationContext, alarms));
        instance.setLocks(lockRepositoryProvider.get());
        return instance;
    }

    public static final class Builder {
        private Context applicationContext;

        Builder() {
        }

        public Builder applicationContext(Context context) {
            this.applicationContext = context;
            return this;
        }

        public DaggerAppComponent build() {
            if (applicationContext == null) {
                throw new IllegalStateException("applicationContext must be set");
            }
            return new DaggerAppComponent(applicationContext);
        }
    }

    private static final class SwitchingProvider<T> implements Provider<T> {
        private final DaggerAppComponent appComponent;
        private final int id;

        SwitchingProvider(DaggerAppComponent appComponent, int id) {
            this.appComponent = appComponent;
            this.id = id;
        }

        @SuppressWarnings("unchecked")
        @Override
        public T get() {
            switch (id) {
                case 0:
                    return (T) AppModule.provideDatabase(appComponent.applicationContext);
                case 1:
                    return (T) AppModule.provideSecureRandom();
                case 2:
                    return (T) new Tokens(appComponent.secureRandomProvider.get());
                case 3:
                    return (T) AppModule.providePackageManager(appComponent.applicationContext);
                case 4:
                    return (T) new CallerVerifier(appComponent.databaseProvider.get(),
                            appComponent.packageManagerProvider.get());
                case 5:
                    return (T) SessionStore_Factory.newInstance(appComponent.databaseProvider.get(),
                            appComponent.tokensProvider.get());
                case 6:
                    return (T) new RequestLog(appComponent.databaseProvider.get());
                case 7:
                    return (T) new ApprovalLedger(appComponent.databaseProvider.get(), appComponent.tokensProvider.get());
                case 8:
                    return (T) new LockRepository(appComponent.databaseProvider.get(), appComponent.tokensProvider.get());
                case 9:
                    return (T) AppModule.provideClipsDir(appComponent.applicationContext);
                case 10:
                    return (T) new OperationStore(appComponent.databaseProvider.get(),
                            appComponent.tokensProvider.get());
                case 11:
                    return (T) AppModule.provideArchiveExecutor();
                case 12:
                    return (T) ResolutionModule.provideUnlockIntent(ResolutionModule.provideLockApprovalComponent());
                case 13:
                    return (T) ResolutionModule.provideAutoLockIntent(appComponent.applicationContext);
                case 14:
                    return (T) ResolutionModule.provideShareCodeIntent(ResolutionModule.provideKeyringShareComponent());
                case 15:
                    return (T) ResolutionModule.provideRevokeCodeIntent();
                case 16:
                    return (T) ResolutionModule.provideDeleteClipIntent(appComponent.applicationContext);
                case 17:
                    return (T) ResolutionModule.provideShareClipIntent(appComponent.applicationContext);
                default:
                    throw new AssertionError(id);
            }
        }
    }
}
