package app.hearthlink.di;

import java.util.Random;
import javax.inject.Provider;

public final class HubModule_ProvideRandomFactory implements Provider<Random> {
    private static final HubModule_ProvideRandomFactory INSTANCE = new HubModule_ProvideRandomFactory();

    @Override
    public Random get() {
        return HubModule.provideRandom();
    }

    public static HubModule_ProvideRandomFactory create() {
        return INSTANCE;
    }
}
