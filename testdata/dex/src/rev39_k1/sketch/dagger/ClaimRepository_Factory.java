package com.hearthguard.claims;

import dagger.internal.Factory;
import javax.inject.Provider;

public final class ClaimRepository_Factory implements Factory<ClaimRepository> {
  private final Provider<ClaimDb> dbProvider;

  public ClaimRepository_Factory(Provider<ClaimDb> dbProvider) {
    this.dbProvider = dbProvider;
  }

  @Override
  public ClaimRepository get() {
    return newInstance(dbProvider.get());
  }

  public static ClaimRepository_Factory create(Provider<ClaimDb> dbProvider) {
    return new ClaimRepository_Factory(dbProvider);
  }

  public static ClaimRepository newInstance(ClaimDb db) {
    return new ClaimRepository(db);
  }
}
