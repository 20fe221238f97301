package app.hearthlink.di;

import java.util.Random;
import javax.inject.Provider;

public final class HubModule_ProvideSecureRandomFactory implements Provider<Random> {
    private static final HubModule_ProvideSecureRandomFactory INSTANCE = new HubModule_ProvideSecureRandomFactory();

    @Override
    public Random get() {
        return HubModule.provideSecureRandom();
    }

    public static HubModule_ProvideSecureRandomFactory create() {
        return INSTANCE;
    }
}
