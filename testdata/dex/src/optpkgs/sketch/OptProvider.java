// javac 17 --release 11 -g, D8 --min-api 26 (debug): the smali beside it.
package com.example.op;

import android.content.ContentProvider;
import android.os.Binder;
import android.os.Bundle;
import java.util.Optional;

public class OptProvider extends ContentProvider {
    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Optional<String[]> pkgs = Optional.ofNullable(                              // 12
                getContext().getPackageManager().getPackagesForUid(Binder.getCallingUid()));
        String first = pkgs.map(p -> p[0]).orElse("");                             // 14: CETP604
        String all = pkgs.map(p -> String.join(",", p)).orElse("");                // 15: near miss
        String sole = pkgs.map(p -> p.length == 1 ? p[0] : null).orElse("");        // 16: near miss
        Bundle out = new Bundle();                                                  // 17
        out.putString("first", first);                                              // 18
        out.putString("all", all);                                                  // 19
        out.putString("sole", sole);                                                // 20
        return out;                                                                 // 21
    }
}
