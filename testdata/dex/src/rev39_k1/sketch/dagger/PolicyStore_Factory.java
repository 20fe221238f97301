package com.hearthguard.claims;

import android.content.Context;
import dagger.internal.Factory;
import javax.inject.Provider;

public final class PolicyStore_Factory implements Factory<PolicyStore> {
  private final Provider<Context> ctxProvider;

  public PolicyStore_Factory(Provider<Context> ctxProvider) {
    this.ctxProvider = ctxProvider;
  }

  @Override
  public PolicyStore get() {
    return newInstance(ctxProvider.get());
  }

  public static PolicyStore_Factory create(Provider<Context> ctxProvider) {
    return new PolicyStore_Factory(ctxProvider);
  }

  public static PolicyStore newInstance(Context ctx) {
    return new PolicyStore(ctx);
  }
}
