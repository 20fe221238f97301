package com.ridgeway.doorhub.camera;

import com.ridgeway.doorhub.cetp.Tokens;
import com.ridgeway.doorhub.data.DoorhubDatabase;

import java.io.File;

import javax.inject.Provider;

/** What Dagger generates for ClipExporter's @Inject constructor (clipsDir is the @ClipsDir File binding). */
public final class ClipExporter_Factory implements Provider<ClipExporter> {
    private final Provider<DoorhubDatabase> databaseProvider;
    private final Provider<Tokens> tokensProvider;
    private final Provider<File> clipsDirProvider;

    public ClipExporter_Factory(Provider<DoorhubDatabase> databaseProvider, Provider<Tokens> tokensProvider,
            Provider<File> clipsDirProvider) {
        this.databaseProvider = databaseProvider;
        this.tokensProvider = tokensProvider;
        this.clipsDirProvider = clipsDirProvider;
    }

    @Override
    public ClipExporter get() {
        return newInstance(databaseProvider.get(), tokensProvider.get(), clipsDirProvider.get());
    }

    public static ClipExporter_Factory create(Provider<DoorhubDatabase> databaseProvider,
            Provider<Tokens> tokensProvider, Provider<File> clipsDirProvider) {
        return new ClipExporter_Factory(databaseProvider, tokensProvider, clipsDirProvider);
    }

    public static ClipExporter newInstance(DoorhubDatabase database, Tokens tokens, File clipsDir) {
        return new ClipExporter(database, tokens, clipsDir);
    }
}
