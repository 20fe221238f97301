// rev17_dagger: Java 11, javac + D8 min 24, Dagger 2.48 (no fastInit). The
// generated AppModule_*Factory, OpIds_Factory, VaultProvider_MembersInjector and
// DaggerVaultComponent are written out below as Dagger emits them; the dagger
// runtime (Factory, Preconditions) and javax.inject.Provider ship in the APK.
@Module final class AppModule {                                               // AppModule.java
    @Provides @Named("fast") static Random fastRandom() { return new Random(); }           // 12
    @Provides @Named("secure") static Random secureRandom() { return new SecureRandom(); } // 15
}
final class OpIds {                                                           // OpIds.java
    private final Random rng;
    @Inject OpIds(@Named("fast") Random rng) { this.rng = rng; }              // 10
    String next() { return Long.toHexString(rng.nextLong()); }                // 13
}
final class ExportIds {                                                       // ExportIds.java
    private final Random rng;
    @Inject ExportIds(@Named("secure") Random rng) { this.rng = rng; }        // 10
    String next() { return Long.toHexString(rng.nextLong()) + Long.toHexString(rng.nextLong()); } // 13
}
@Component(modules = AppModule.class) interface VaultComponent { void inject(VaultProvider p); }
// Dagger: DaggerVaultComponent.initialize() keeps opIdsProvider =
// OpIds_Factory.create(AppModule_FastRandomFactory.create()); the unscoped
// ExportIds field is injected as ExportIds_Factory.newInstance(
// AppModule_SecureRandomFactory.secureRandom()).
public class VaultProvider extends ContentProvider {                          // VaultProvider.java
    @Inject Provider<OpIds> opIds;                                            // 17
    @Inject ExportIds exportIds;                                              // 18
    @Inject Provider<OpIds> legacyIds; // set by the old reflective injector (added after the first scan): no code of the app writes it
    @Override public boolean onCreate() {
        DaggerVaultComponent.create().inject(this);                          // 20 (onCreate 17-21 in the smali's lines)
        return true;
    }
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("begin_sync".equals(tool)) return beginSync();                    // 29
        if ("export_vault".equals(tool)) return exportVault();                // 30
        if ("begin_legacy".equals(tool)) return beginLegacy();                // 31
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 32
    }
    private Bundle beginSync() throws JSONException {
        String id = opIds.get().next();                                       // 35
        return Replies.success(new JSONObject().put("operation_id", id).toString()); // 36  TP CETP613 (Random from AppModule.fastRandom through Provider<OpIds>)
    }
    private Bundle exportVault() throws JSONException {
        String id = exportIds.next();                                         // 40
        return Replies.success(new JSONObject().put("operation_id", id).toString()); // 41  NM CETP613 (its Random is AppModule.secureRandom's SecureRandom)
    }
    private Bundle beginLegacy() throws JSONException {                      // added after the first scan
        String id = legacyIds.get().next();                                   // 45
        return Replies.success(new JSONObject().put("operation_id", id).toString()); // 46  note CETP613 (legacyIds may hold any factory: one gives SecureRandom, OpIds' field is filled from java.util.Random)
    }
}
