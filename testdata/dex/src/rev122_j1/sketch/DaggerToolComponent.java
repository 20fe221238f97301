package com.keyholder.di;

import android.content.Context;
import com.keyholder.cetp.AuditLog;
import com.keyholder.cetp.AuditLog_Factory;
import com.keyholder.cetp.CallerCheck;
import com.keyholder.cetp.CallerCheck_Factory;
import com.keyholder.cetp.ConfirmationStore;
import com.keyholder.cetp.ConfirmationStore_Factory;
import com.keyholder.cetp.RequestLedger;
import com.keyholder.cetp.RequestLedger_Factory;
import com.keyholder.cetp.SessionRepository;
import com.keyholder.cetp.SessionRepository_Factory;
import com.keyholder.data.CetpDao;
import com.keyholder.data.KeyholderDatabase;
import com.keyholder.grants.GrantToolProvider;
import com.keyholder.grants.GrantToolProvider_MembersInjector;
import com.keyholder.locks.LockToolProvider;
import com.keyholder.locks.LockToolProvider_MembersInjector;
import com.keyholder.ui.ConfirmActivity;
import com.keyholder.ui.ConfirmActivity_MembersInjector;
import dagger.internal.DoubleCheck;
import dagger.internal.Preconditions;
import java.util.Random;
import java.util.concurrent.Executor;
import javax.inject.Provider;

public final class DaggerToolComponent implements ToolComponent {
  private AppModule appModule;

  private Provider<Context> provideContextProvider;

  private Provider<CallerCheck> callerCheckProvider;

  private Provider<KeyholderDatabase> provideDatabaseProvider;

  private Provider<CetpDao> provideCetpDaoProvider;

  private Provider<Random> provideSecureRandomProvider;

  private Provider<SessionRepository> sessionRepositoryProvider;

  private Provider<RequestLedger> requestLedgerProvider;

  private Provider<ConfirmationStore> confirmationStoreProvider;

  private Provider<Executor> provideIoExecutorProvider;

  private Provider<AuditLog> auditLogProvider;

  private Provider<Random> provideFastRandomProvider;

  private ResolutionModule resolutionModule;

  private DaggerToolComponent(Builder builder) {
    initialize(builder);
  }

  public static Builder builder() {
    return new Builder();
  }

  @SuppressWarnings("unchecked")
  private void initialize(final Builder builder) {
    this.appModule = builder.appModule;
    this.provideContextProvider = AppModule_ProvideContextFactory.create(builder.appModule);
    this.callerCheckProvider = DoubleCheck.provider(CallerCheck_Factory.create(provideContextProvider));
    this.provideDatabaseProvider =
        DoubleCheck.provider(AppModule_ProvideDatabaseFactory.create(builder.appModule, provideContextProvider));
    this.provideCetpDaoProvider = AppModule_ProvideCetpDaoFactory.create(builder.appModule, provideDatabaseProvider);
    this.provideSecureRandomProvider =
        DoubleCheck.provider(SecurityModule_ProvideSecureRandomFactory.create(builder.securityModule));
    this.sessionRepositoryProvider =
        DoubleCheck.provider(SessionRepository_Factory.create(provideCetpDaoProvider, provideSecureRandomProvider));
    this.requestLedgerProvider = DoubleCheck.provider(RequestLedger_Factory.create(provideCetpDaoProvider));
    this.confirmationStoreProvider = DoubleCheck.provider(ConfirmationStore_Factory.create());
    this.provideIoExecutorProvider =
        DoubleCheck.provider(AppModule_ProvideIoExecutorFactory.create(builder.appModule));
    this.auditLogProvider =
        DoubleCheck.provider(AuditLog_Factory.create(provideCetpDaoProvider, provideIoExecutorProvider));
    this.provideFastRandomProvider =
        DoubleCheck.provider(SecurityModule_ProvideFastRandomFactory.create(builder.securityModule));
    this.resolutionModule = builder.resolutionModule;
  }

  @Override
  public void inject(GrantToolProvider provider) {
    injectGrantToolProvider(provider);
  }

  @Override
  public void inject(LockToolProvider provider) {
    injectLockToolProvider(provider);
  }

  @Override
  public void inject(ConfirmActivity activity) {
    injectConfirmActivity(activity);
  }

  private GrantToolProvider injectGrantToolProvider(GrantToolProvider instance) {
    GrantToolProvider_MembersInjector.injectCallers(instance, callerCheckProvider.get());
    GrantToolProvider_MembersInjector.injectSessions(instance, sessionRepositoryProvider.get());
    GrantToolProvider_MembersInjector.injectLedger(instance, requestLedgerProvider.get());
    GrantToolProvider_MembersInjector.injectConfirmations(instance, confirmationStoreProvider.get());
    GrantToolProvider_MembersInjector.injectAudit(instance, auditLogProvider.get());
    GrantToolProvider_MembersInjector.injectKeys(
        instance, AppModule_ProvideKeyDaoFactory.proxyProvideKeyDao(appModule, provideDatabaseProvider.get()));
    GrantToolProvider_MembersInjector.injectTokenRandom(instance, provideFastRandomProvider);
    GrantToolProvider_MembersInjector.injectResolutionFlags(
        instance, ResolutionModule_ProvideGrantFlagsFactory.proxyProvideGrantFlags(resolutionModule));
    GrantToolProvider_MembersInjector.injectOwnerApproval(
        instance, ResolutionModule_ProvideOwnerApprovalFactory.proxyProvideOwnerApproval(resolutionModule));
    return instance;
  }

  private LockToolProvider injectLockToolProvider(LockToolProvider instance) {
    LockToolProvider_MembersInjector.injectCallers(instance, callerCheckProvider.get());
    LockToolProvider_MembersInjector.injectSessions(instance, sessionRepositoryProvider.get());
    LockToolProvider_MembersInjector.injectLedger(instance, requestLedgerProvider.get());
    LockToolProvider_MembersInjector.injectConfirmations(instance, confirmationStoreProvider.get());
    LockToolProvider_MembersInjector.injectAudit(instance, auditLogProvider.get());
    LockToolProvider_MembersInjector.injectKeys(
        instance, AppModule_ProvideKeyDaoFactory.proxyProvideKeyDao(appModule, provideDatabaseProvider.get()));
    LockToolProvider_MembersInjector.injectTokenRandom(instance, provideSecureRandomProvider);
    LockToolProvider_MembersInjector.injectResolutionFlags(
        instance, ResolutionModule_ProvideLockFlagsFactory.proxyProvideLockFlags(resolutionModule));
    LockToolProvider_MembersInjector.injectLockScreen(
        instance, ResolutionModule_ProvideLockScreenFactory.proxyProvideLockScreen(resolutionModule));
    return instance;
  }

  private ConfirmActivity injectConfirmActivity(ConfirmActivity instance) {
    ConfirmActivity_MembersInjector.injectConfirmations(instance, confirmationStoreProvider.get());
    return instance;
  }

  public static final class Builder {
    private AppModule appModule;

    private SecurityModule securityModule;

    private ResolutionModule resolutionModule;

    private Builder() {}

    public ToolComponent build() {
      Preconditions.checkBuilderRequirement(appModule, AppModule.class);
      if (securityModule == null) {
        this.securityModule = new SecurityModule();
      }
      if (resolutionModule == null) {
        this.resolutionModule = new ResolutionModule();
      }
      return new DaggerToolComponent(this);
    }

    public Builder appModule(AppModule appModule) {
      this.appModule = Preconditions.checkNotNull(appModule);
      return this;
    }

    public Builder securityModule(SecurityModule securityModule) {
      this.securityModule = Preconditions.checkNotNull(securityModule);
      return this;
    }

    public Builder resolutionModule(ResolutionModule resolutionModule) {
      this.resolutionModule = Preconditions.checkNotNull(resolutionModule);
      return this;
    }
  }
}
