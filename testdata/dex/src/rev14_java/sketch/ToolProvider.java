// What rev14_java stands for: a Java provider built by R8 for minSdk 21.
// D8 desugared the interface's static and default methods into
// Resolutions$-CC (confirm, $default$retry) and gave ToolProvider a
// forwarding retry(Context); FLAG_IMMUTABLE | FLAG_UPDATE_CURRENT is
// folded into one literal; javac's try-with-resources (close,
// addSuppressed, rethrow) sits inside the catches; R8 outlined the string
// concatenation "read failed: " + e into ToolProvider$$ExternalSyntheticOutline0.m.
interface Resolutions {                                                         // Resolutions.java
    static Intent confirm(Context c) {                                          // 10
        return new Intent(c, ConfirmActivity.class);                            // 11
    }
    default PendingIntent retry(Context c) {                                    // 14
        Intent i = new Intent("com.example.r14j.RETRY");                        // 15
        return PendingIntent.getActivity(c, 2, i, PendingIntent.FLAG_UPDATE_CURRENT); // 16  CETP601, CETP602
    }
}

public class ToolProvider extends ContentProvider implements Resolutions {      // 8
    @Override public Bundle call(String method, String arg, Bundle extras) {    // 12
        int uid = Binder.getCallingUid();                                        // 13
        switch (method) {                                                        // 14
            case "confirm": return confirmBundle();                              // 15
            case "retry": return retryBundle();                                  // 16
            case "read": return read(extras);                                    // 17
        }
        return null;                                                             // 19
    }

    private Bundle confirmBundle() {                                             // 22
        Bundle b = new Bundle();                                                 // 23
        PendingIntent pi = PendingIntent.getActivity(getContext(), 1,            // 24  near miss CETP601/602
            Resolutions.confirm(getContext()), PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        b.putParcelable("resolution", pi);                                       // 25
        return b;                                                                // 26
    }

    private Bundle retryBundle() {                                               // 29
        Bundle b = new Bundle();                                                 // 30
        b.putParcelable("resolution", retry(getContext()));                      // 31
        return b;                                                                // 32
    }

    private Bundle read(Bundle extras) {                                         // 35
        Bundle out = new Bundle();                                               // 36
        try (InputStream in = getContext().getContentResolver()
                .openInputStream(Uri.parse(extras.getString("uri")))) {          // 37
            out.putByteArray("data", Streams.readAll(in));                       // 38
        } catch (IOException e) {                                                // 39
            out.putString("error_message", "read failed: " + e);                 // 40  CETP607
        } catch (SecurityException e) {                                          // 41
            Log.w("r14j", "denied", e);                                          // 42
            out.putString("error_message", "not allowed");                       // 43  near miss CETP607
        }
        return out;                                                              // 45
    }
}
