// Sketch of rev13a_target (javac + D8). ConfirmActivity and ApproveActivity are exported in the manifest, PrivateActivity (onCreate as ConfirmActivity's) is not.
public class ToolProvider extends ContentProvider {
    @Override public Bundle call(String method, String arg, Bundle extras) {
        Binder.getCallingUid(); Context ctx = getContext(); Bundle b = new Bundle();                       // 20
        Intent i = new Intent().setComponent(ComponentName.createRelative(ctx, ".ConfirmActivity"));        // 21 TP 106
        b.putParcelable("resolution", PendingIntent.getActivity(ctx, 0, i, PendingIntent.FLAG_IMMUTABLE));  // 22
        Intent j = new Intent().setComponent(new ComponentName(ctx.getPackageName(), "com.example.r13t.ApproveActivity")); // 23 TP 106 (found)
        b.putParcelable("resolution_approve", PendingIntent.getActivity(ctx, 1, j, PendingIntent.FLAG_IMMUTABLE)); // 24
        Intent k = new Intent().setComponent(ComponentName.createRelative(ctx, ".PrivateActivity"));        // 25 near miss 106 (exported="false")
        b.putParcelable("resolution_private", PendingIntent.getActivity(ctx, 2, k, PendingIntent.FLAG_IMMUTABLE)); // 26
        Intent u = new Intent().setComponent(ComponentName.createRelative(ctx, extras.getString("screen"))); // 27
        b.putParcelable("resolution", PendingIntent.getActivity(ctx, 3, u, PendingIntent.FLAG_IMMUTABLE));  // 28 note 106 (target unknown)
        return b;                                                                                           // 29
    }
}
