// Sketch of rev13a_target (javac + D8). ConfirmActivity and ApproveActivity are both exported in the manifest.
public class ToolProvider extends ContentProvider {
    @Override public Bundle call(String method, String arg, Bundle extras) {
        Binder.getCallingUid(); Context ctx = getContext(); Bundle b = new Bundle();                       // 20
        Intent i = new Intent().setComponent(ComponentName.createRelative(ctx, ".ConfirmActivity"));        // 21 TP 106
        b.putParcelable("resolution", PendingIntent.getActivity(ctx, 0, i, PendingIntent.FLAG_IMMUTABLE));  // 22
        Intent j = new Intent().setComponent(new ComponentName(ctx.getPackageName(), "com.example.r13t.ApproveActivity")); // 23 TP 106 (found)
        b.putParcelable("resolution_approve", PendingIntent.getActivity(ctx, 1, j, PendingIntent.FLAG_IMMUTABLE)); // 24
        return b;
    }
}
