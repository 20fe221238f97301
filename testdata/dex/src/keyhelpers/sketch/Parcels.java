// keyhelpers: two hand-written Bundle helpers of the shape R8's outlines
// have (a key and a Parcelable given by the caller), as a support library
// or an app writes them (javac + D8 --min-api 24). Only a caller that may
// give "resolution" makes the resolution search follow a helper
// (program.keyMayReach): attach() is called with "resolution", keep()
// only with "item" by a caller reading no String constant, and deliver()
// by relay(), which passes on the key its own caller askAgain() gives.
package com.example.kh;

final class Parcels {
    static void keep(Bundle b, String key, Parcelable value) {      // 13
        b.putParcelable(key, value);                                 // 14
    }
    static void attach(Bundle b, String key, Parcelable value) {    // 16
        b.putParcelable(key, value);                                 // 17
    }
    static void deliver(Bundle b, String key, Parcelable value) {   // 19
        b.putParcelable(key, value);                                 // 20
    }
}

public class ShareActivity extends Activity {
    Bundle saveItem(Parcelable item) {
        Bundle b = new Bundle();                                     // 23
        Parcels.keep(b, "item", item);                               // 24
        return b;
    }
    Bundle askUser(PendingIntent pi) {
        Bundle b = new Bundle();                                     // 28
        Parcels.attach(b, "resolution", pi);                         // 29
        return b;
    }
    void relay(Bundle b, String key, Intent next) {
        Parcels.deliver(b, key, next);                               // 33
    }
    Bundle askAgain(Intent next) {
        Bundle b = new Bundle();                                     // 36
        relay(b, "resolution", next);                                // 37
        return b;
    }
}
