# final class Ask {
#   static Bundle ask(Context ctx) {
#     Bundle b = new Bundle(); b.putString("error_code", "USER_ACTION_REQUIRED");
#     b.putParcelable("resolution", PendingIntent.getActivity(ctx, 0, new Intent(ctx, ConfirmActivity.class), FLAG_IMMUTABLE));
#     b.putString("resume_token", TokenStore.issue()); return b;
#   }
#   static void delete(long id) { SQLiteDatabase.openOrCreateDatabase("/data/data/com.example.demo/t.db", null).delete("t", "_id = ?", new String[]{String.valueOf(id)}); }
# }
.class public final Lcom/example/demo/Ask;
.super Ljava/lang/Object;
.method public static ask(Landroid/content/Context;)Landroid/os/Bundle;
    .registers 6
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/demo/ConfirmActivity;
    invoke-direct {v1, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v2, 0x0
    const/high16 v3, 0x4000000
    invoke-static {p0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    const-string v2, "resolution"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    invoke-static {}, Lcom/example/demo/TokenStore;->issue()Ljava/lang/String;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
