package com.hearthguard.claims;

import dagger.internal.Factory;
import dagger.internal.Preconditions;

public final class HearthModule_TicketMintFactory implements Factory<TokenMint> {
  @Override
  public TokenMint get() {
    return ticketMint();
  }

  public static HearthModule_TicketMintFactory create() {
    return InstanceHolder.INSTANCE;
  }

  public static TokenMint ticketMint() {
    return Preconditions.checkNotNullFromProvides(HearthModule.INSTANCE.ticketMint());
  }

  private static final class InstanceHolder {
    private static final HearthModule_TicketMintFactory INSTANCE = new HearthModule_TicketMintFactory();
  }
}
