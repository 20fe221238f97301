package com.hearthguard.claims;

import dagger.internal.Factory;
import dagger.internal.Preconditions;

public final class HearthModule_SessionMintFactory implements Factory<TokenMint> {
  @Override
  public TokenMint get() {
    return sessionMint();
  }

  public static HearthModule_SessionMintFactory create() {
    return InstanceHolder.INSTANCE;
  }

  public static TokenMint sessionMint() {
    return Preconditions.checkNotNullFromProvides(HearthModule.INSTANCE.sessionMint());
  }

  private static final class InstanceHolder {
    private static final HearthModule_SessionMintFactory INSTANCE = new HearthModule_SessionMintFactory();
  }
}
