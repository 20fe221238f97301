// What Confirmations' smali stands for, before R8 (minSdk 21). The three
// `new Intent()` + setClassName pairs are one outline,
// AlertProvider$$ExternalSyntheticOutline0.m(String, String).
package com.example.r8o3;

final class Confirmations {
    static final int FLAGS = PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT;
    // TP CETP615: another app's Activity, named inside the outline
    static PendingIntent foreign(Context ctx) {
        Intent i = new Intent(); i.setClassName("com.other.confirm", "com.other.confirm.ConfirmActivity");  // 10
        return PendingIntent.getActivity(ctx, 1, i, FLAGS);                                                   // 11
    }
    // near miss CETP615 (the app's own package) and CETP623 (ConfirmActivity finishes)
    static PendingIntent own(Context ctx) {
        Intent i = new Intent(); i.setClassName(ctx.getPackageName(), "com.example.r8o3.ConfirmActivity");  // 15
        return PendingIntent.getActivity(ctx, 2, i, FLAGS);                                                   // 16
    }
    // TP CETP623: StuckActivity never finishes
    static PendingIntent stuck(Context ctx) {
        Intent i = new Intent(); i.setClassName(ctx.getPackageName(), "com.example.r8o3.StuckActivity");    // 20
        return PendingIntent.getActivity(ctx, 3, i, FLAGS);                                                   // 21
    }
}

// What ApprovalProvider's smali stands for, before R8. Each answer's
// new Bundle() + putString("error_code", …) + putParcelable("resolution", …)
// is one outline: AlertProvider$$ExternalSyntheticOutline0.m(String, String, String, Parcelable).
public final class ApprovalProvider extends ContentProvider {
    @Override public Bundle call(String method, String arg, Bundle extras) {
        Context ctx = getContext();                                                          // 30
        if ("share".equals(method)) return answer(Confirmations.foreign(ctx));              // 31
        if ("approve".equals(method)) return answer(Confirmations.own(ctx));                // 32
        if ("review".equals(method)) return answer(Confirmations.stuck(ctx));               // 33
        return null;                                                                         // 34
    }
    // answer(pi), inlined by R8 at each call, is:
    //   Bundle b = new Bundle(); b.putString("error_code", "USER_ACTION_REQUIRED"); b.putParcelable("resolution", pi); return b;
    // No resume_token: CETP508 at each of lines 31-33, the outline's puts read at each call.
}
