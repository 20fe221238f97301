// Sketch of decodernames, Java part (javac + D8). Gson is referenced, not bundled.
package com.example.dn;

public class ToolProvider extends ContentProvider {                  // 12
    private final Gson gson = new Gson();                            // 13

    @Override public Bundle call(String method, String arg, Bundle extras) {
        GsonArgs g = gson.fromJson(arg, GsonArgs.class);              // 17
        Log.i("dn", g.origin);        // 18 TP 606: JSON key "calling_package" (@SerializedName value)
        Log.i("dn", g.label);         // 19 TP 606: JSON key "caller_package" (@SerializedName alternate)
        Log.i("dn", g.callerPackage); // 20 near miss 606: JSON key "display_name"
        if (g.go) getContext().deleteFile("a.db");        // 21 TP 614: key "user_confirmed"
        if (g.confirmed) getContext().deleteFile("b.db"); // 22 near miss 614: key "notify"
        KtToolsKt.handle(arg);                                         // 23
        return null;                                                   // 24
    }
}

final class GsonArgs {
    @SerializedName("calling_package") String origin;
    @SerializedName(value = "label", alternate = {"caller_package"}) String label;
    @SerializedName("display_name") String callerPackage;
    @SerializedName("user_confirmed") boolean go;
    @SerializedName("notify") boolean confirmed;
}
