// rev27_rxobs: Java 17, javac + D8 --min-api 24 (checked against javac 17's
// bytecode) against RxJava 3, referenced by name (not bundled). An
// Observable chain moved to Schedulers.io() by observeOn, mapped by a D8
// lambda, and waited for on the Binder thread with toList().blockingGet().
public class TagsProvider extends ContentProvider {                           // TagsProvider.java
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        List<String> ids = Arrays.asList(extras.getString("ids").split(",")); // 29
        if ("tag_items".equals(tool)) return tag(ids);                        // 30
        if ("tag_items_safe".equals(tool)) return tagFor(ids, uid);           // 31
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 32
    }
    private Bundle tag(List<String> ids) {
        List<String> tagged = Observable.fromIterable(ids)                    // 35
                .observeOn(Schedulers.io())                                   // 36
                .map(id -> id + "@" + Binder.getCallingUid())                 // 37  TP CETP603 (an io() thread)
                .toList().blockingGet();                                      // 38
        return Replies.success(String.join(",", tagged));                     // 39
    }
    private Bundle tagFor(List<String> ids, int uid) {
        List<String> tagged = Observable.fromIterable(ids)                    // 42
                .observeOn(Schedulers.io())                                   // 43
                .map(id -> id + "@" + uid)                                    // 44  NM CETP603 (uid read in call())
                .toList().blockingGet();                                      // 45
        return Replies.success(String.join(",", tagged));                     // 46
    }
}
