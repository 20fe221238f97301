package com.hearthguard.claims;

import android.content.Context;
import dagger.internal.Factory;
import javax.inject.Provider;

public final class ClaimDb_Factory implements Factory<ClaimDb> {
  private final Provider<Context> ctxProvider;

  public ClaimDb_Factory(Provider<Context> ctxProvider) {
    this.ctxProvider = ctxProvider;
  }

  @Override
  public ClaimDb get() {
    return newInstance(ctxProvider.get());
  }

  public static ClaimDb_Factory create(Provider<Context> ctxProvider) {
    return new ClaimDb_Factory(ctxProvider);
  }

  public static ClaimDb newInstance(Context ctx) {
    return new ClaimDb(ctx);
  }
}
