package com.hearthguard.claims;

import android.content.Context;
import dagger.internal.DoubleCheck;
import dagger.internal.InstanceFactory;
import javax.inject.Provider;

public final class DaggerHearthComponent implements HearthComponent {
  private Provider<Context> contextProvider;

  private Provider<ClaimDb> claimDbProvider;

  private Provider<ClaimRepository> claimRepositoryProvider;

  private Provider<PolicyStore> policyStoreProvider;

  private DaggerHearthComponent(Context contextParam) {
    initialize(contextParam);
  }

  public static HearthComponent create(Context context) {
    return new DaggerHearthComponent(context);
  }

  private void initialize(final Context contextParam) {
    this.contextProvider = InstanceFactory.create(contextParam);
    this.claimDbProvider = DoubleCheck.provider(ClaimDb_Factory.create(contextProvider));
    this.claimRepositoryProvider = DoubleCheck.provider(ClaimRepository_Factory.create(claimDbProvider));
    this.policyStoreProvider = DoubleCheck.provider(PolicyStore_Factory.create(contextProvider));
  }

  @Override
  public ClaimRepository claimRepository() {
    return claimRepositoryProvider.get();
  }

  @Override
  public PolicyStore policyStore() {
    return policyStoreProvider.get();
  }

  @Override
  public TokenMint sessionMint() {
    return HearthModule_SessionMintFactory.sessionMint();
  }

  @Override
  public TokenMint ticketMint() {
    return HearthModule_TicketMintFactory.ticketMint();
  }
}
