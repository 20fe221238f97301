// rev27_future: Java 17, javac + D8 --min-api 24 (checked against javac 17's
// bytecode). CompletableFuture chains on the app's pool: supplyAsync of a
// method reference, then thenApplyAsync of a lambda, joined on the Binder
// thread. D8 made one $$ExternalSyntheticLambdaN per invoke-custom, the
// instance lambda public and renamed lambda$share$1$com-example-r27c-ContactsProvider,
// the record Grant a RecordTag with its equals through
// Grant$$ExternalSyntheticRecord0 (the fields' array compared by Arrays.equals).
public class ContactsProvider extends ContentProvider {                       // ContactsProvider.java
    private static final Grant PARTNER = new Grant("com.example.partner", "contacts"); // 15
    private final ExecutorService pool = Executors.newFixedThreadPool(2);     // 16
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("count_contacts".equals(tool)) return count();                    // 29
        if ("share_contacts".equals(tool)) return share(extras);              // 30
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 31
    }
    private Bundle count() {
        String who = getCallingPackage();                                     // 34
        String body = CompletableFuture.supplyAsync(Contacts::load, pool)     // 35
                .thenApplyAsync(rows -> "{\"n\":" + rows.size() + ",\"for\":\"" + who + "\"}", pool) // 36  NM CETP603 (read before the hop)
                .join();                                                      // 37
        return Replies.success(body);                                         // 38
    }
    private Bundle share(Bundle extras) {
        Grant asked = new Grant(extras.getString("caller_package"), "contacts"); // 41
        if (!Objects.equals(asked, PARTNER))                                  // 42  TP CETP606 (the record's equals compares caller_package)
            return Replies.error("PERMISSION_DENIED", "partners only");
        String body = CompletableFuture.supplyAsync(Contacts::load, pool)     // 43
                .thenApplyAsync(rows -> "{\"n\":" + rows.size() + ",\"for\":\"" + getCallingPackage() + "\"}", pool) // 44  TP CETP603
                .join();                                                      // 45
        return Replies.success(body);                                         // 46
    }
}
record Grant(String caller, String scope) {}                                  // Grant.java:6
final class Contacts { static List<String> load() { return List.of("a", "b"); } } // Contacts.java:5-6
