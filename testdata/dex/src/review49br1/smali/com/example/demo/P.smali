# class P extends ContentProvider {
#   public Bundle call(String method, String arg, Bundle extras) throws Exception {
#     Binder.getCallingUid();
#     Method m = P.class.getMethod("ping", Context.class, Bundle.class);   // one constant name
#     return (Bundle) m.invoke(this, getContext(), extras);
#   }
#   public Bundle ping(Context c, Bundle b) { return new Bundle(); }
#   // only Alarm.onReceive calls this (not a tool, not on the surface):
#   public static PendingIntent reminder(Context c, Bundle b) {
#     return PendingIntent.getBroadcast(c, 0, new Intent("com.example.demo.REMIND"), PendingIntent.FLAG_MUTABLE);
#   }
# }
.class public Lcom/example/demo/P;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    const-class v0, Lcom/example/demo/P;
    const-string v1, "ping"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/Class;
    const/4 v3, 0x0
    const-class v4, Landroid/content/Context;
    aput-object v4, v2, v3
    const/4 v3, 0x1
    const-class v4, Landroid/os/Bundle;
    aput-object v4, v2, v3
    invoke-virtual {v0, v1, v2}, Ljava/lang/Class;->getMethod(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;
    move-result-object v0
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/Object;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v4
    const/4 v3, 0x0
    aput-object v4, v2, v3
    const/4 v3, 0x1
    aput-object p3, v2, v3
    invoke-virtual {v0, p0, v2}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method
.method public ping(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
.method public static reminder(Landroid/content/Context;Landroid/os/Bundle;)Landroid/app/PendingIntent;
    .registers 6
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.demo.REMIND"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const/4 v1, 0x0
    const/high16 v2, 0x2000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
