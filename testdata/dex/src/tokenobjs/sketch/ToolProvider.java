// Sketch of tokenobjs (javac + D8, min API 21). Line numbers are those of the .line directives.
// CETP613 for a token kept in an object's field that the code filling it sets from UUID (a CSPRNG)
// for some objects and from java.util.Random or the clock for others: judged per object where the
// method reading the token made the object (itself, or through a factory and then a setter).

// Grant.java
package com.example.tobj;

final class Grant {
    private String token;                                    // 4
    Grant() {}                                               // 5
    Grant(String token) { this.token = token; }              // 6
    static Grant make() { return new Grant(); }              // 7
    String getToken() { return token; }                      // 8
    void setToken(String token) { this.token = token; }      // 9
}

// ToolProvider.java
package com.example.tobj;

public class ToolProvider extends ContentProvider {          // 15
    static Grant last;

    @Override public Bundle call(String method, String arg, Bundle extras) {
        Binder.getCallingUid();                                          // 20
        Bundle b = new Bundle();                                         // 21
        Grant s = new Grant(UUID.randomUUID().toString());               // 22
        b.putString("session_token", s.getToken());                      // 23 near miss: this Grant holds a UUID
        Grant w = new Grant(Long.toString(new Random().nextLong()));     // 24
        b.putString("resume_token", w.getToken());                       // 25 TP 613: this Grant holds java.util.Random output
        Grant h = Grant.make();                                          // 26
        h.setToken(UUID.randomUUID().toString());                        // 27
        b.putString("operation_id", h.getToken());                       // 28 near miss: made by the factory, set from a UUID
        Grant k = Grant.make();                                          // 29
        k.setToken(Long.toHexString(System.nanoTime()));                 // 30
        b.putString("operation_id", k.getToken());                       // 31 TP 613: made by the factory, set from the clock
        Grant c = last;                                                  // 32
        if (c != null) b.putString("session_token", c.getToken());       // 33 note 613: not tied to any of those
        return b;                                                        //    objects, so the per-field answer
    }                                                                    //    (UUID and Random both) stands, said so
}
