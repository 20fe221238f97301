// Sketch of rev13a_pi (kotlinc/javac + D8 shapes).
package com.example.r13p

fun resolution(context: Context, flags: Int = PendingIntent.FLAG_IMMUTABLE): PendingIntent =   // 8
    PendingIntent.getActivity(context, 0, Intent(context, ConfirmActivity::class.java), flags)  // 9-10

class ToolProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val ctx = context!!                                                           // 20
        val b = Bundle()
        b.putParcelable("resolution", resolution(ctx))                                // 21 near miss 601 (default FLAG_IMMUTABLE)
        b.putParcelable("resolution_alt", resolution(ctx, PendingIntent.FLAG_UPDATE_CURRENT)) // 22 TP 601 (found)
        Flags.viaStaticField(ctx)                                                     // 23 near miss 601
        Flags.cloned(ctx)                                                             // 24 TP 602 (cloneFilter drops the component)
        Flags.copied(ctx)                                                             // 25 near miss 602 (clone keeps it)
        return b
    }
}

// Flags.java
// static final int PI_FLAGS = Build.VERSION.SDK_INT >= 23 ? FLAG_IMMUTABLE : 0;           // 6
// static PendingIntent viaStaticField(Context c) { return PendingIntent.getActivity(c, 1, new Intent(c, ConfirmActivity.class), PI_FLAGS); }  // 10-11
// static PendingIntent cloned(Context c) { Intent i = new Intent(c, ConfirmActivity.class).cloneFilter(); return PendingIntent.getActivity(c, 2, i, FLAG_IMMUTABLE); } // 15-17
// static PendingIntent copied(Context c) { Intent i = (Intent) new Intent(c, ConfirmActivity.class).clone(); return PendingIntent.getActivity(c, 3, i, FLAG_IMMUTABLE); } // 21-23
