// rev19_aidl: Java 17, javac + D8 min 24; IAccountApi.java as the AIDL tool
// generates it (Stub with onTransact's switch over Parcel reads, Stub.Proxy);
// the provider hands an AccountBinder to the Consumer with Bundle.putBinder,
// so the binder's methods are entered by the Consumer's process.
interface IAccountApi {            // IAccountApi.aidl
    void refresh(String name);     // TRANSACTION 1 (onTransact :80-82)
    String lookup(String name);    // TRANSACTION 2 (onTransact :87-90)
}
public class AccountsProvider extends ContentProvider {                            // 14
    @Override public Bundle call(String method, String arg, Bundle extras) {
        // 21-28: the rev15 head (caller check, negotiate, session_token, execute_tool, deadline_at_ms, tool_name)
        if ("open_session".equals(tool)) return openSession(extras);               // 29
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                    // 30
    }
    private Bundle openSession(Bundle extras) {
        Bundle b = Replies.success("{}");                                          // 35
        b.putBinder("account_api", new AccountBinder(getContext()));               // 36
        return b;                                                                  // 37
    }
}
final class AccountBinder extends IAccountApi.Stub {                               // AccountBinder.java
    private static final Executor EXEC = Executors.newSingleThreadExecutor();     // 10
    private final Context ctx;
    AccountBinder(Context ctx) { this.ctx = ctx; }                                 // 13
    @Override public void refresh(String name) {
        EXEC.execute(() -> {                                                       // 17
            int uid = Binder.getCallingUid();                                      // 18  TP CETP603 (executor thread)
            ctx.getSharedPreferences("accounts", 0).edit().putInt(name, uid).apply(); // 19
        });
    }
    @Override public String lookup(String name) {
        int uid = Binder.getCallingUid();                                          // 24  NM CETP603 (Binder thread)
        int owner = ctx.getSharedPreferences("accounts", 0).getInt(name, -1);      // 25
        return owner == uid ? name : null;                                         // 26
    }
}
