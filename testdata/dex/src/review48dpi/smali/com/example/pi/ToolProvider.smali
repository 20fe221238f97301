# Java:
#   public Bundle call(String method, String arg, Bundle extras) {
#       if (Binder.getCallingUid() != 1000) return null;
#       Context ctx = getContext();
#       PendingIntent pi = PendingIntent.getActivity(ctx, 0, new Intent(ctx, ConfirmActivity.class), PendingIntent.FLAG_IMMUTABLE);
#       Action a = Action.of(pi, "Confirm");
#       Bundle b = new Bundle();
#       b.putParcelable("resolution", a.intent);       // immutable, explicit, ConfirmActivity finishes: correct
#       return b;
#   }
.class public Lcom/example/pi/ToolProvider;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 6
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x3e8
    if-eq v0, v1, :ok
    const/4 v0, 0x0
    return-object v0
    :ok
    invoke-virtual {p0}, Lcom/example/pi/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/pi/ConfirmActivity;
    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v2, 0x0
    const/high16 v3, 0x4000000
    invoke-static {v0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    const-string v2, "Confirm"
    invoke-static {v1, v2}, Lcom/example/pi/Action;->of(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/example/pi/Action;
    move-result-object v1
    new-instance v4, Landroid/os/Bundle;
    invoke-direct {v4}, Landroid/os/Bundle;-><init>()V
    const-string v2, "resolution"
    iget-object v5, v1, Lcom/example/pi/Action;->intent:Landroid/app/PendingIntent;
    invoke-virtual {v4, v2, v5}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v4
.end method
