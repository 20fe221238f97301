# Java sketch (GateProvider.java): each entry asks one of the checks below.
#   public class GateProvider extends ContentProvider {
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           Context ctx = getContext(); int uid = Binder.getCallingUid();            // 10
#           boolean ok = Loops.anyTrusted(ctx, uid) && Loops.everyTrusted(ctx, uid) // 11
#               && PackagesKt.anyAllowed(ctx.getPackageManager(), uid)                  // 12
#               && PackagesKt.soleAllowed(ctx.getPackageManager(), uid);                // 13
#           if (!ok) throw new SecurityException();                                     // 14
#           return new Bundle();                                                        // 15
#       }
#   }
.class public Lcom/example/pl/GateProvider;
.super Landroid/content/ContentProvider;
.source "GateProvider.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 10
    invoke-virtual {p0}, Lcom/example/pl/GateProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    .line 11
    invoke-static {v0, v1}, Lcom/example/pl/Loops;->anyTrusted(Landroid/content/Context;I)Z
    move-result v2
    if-eqz v2, :cond_deny
    invoke-static {v0, v1}, Lcom/example/pl/Loops;->everyTrusted(Landroid/content/Context;I)Z
    move-result v2
    if-eqz v2, :cond_deny
    .line 12
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v2
    invoke-static {v2, v1}, Lcom/example/pl/PackagesKt;->anyAllowed(Landroid/content/pm/PackageManager;I)Z
    move-result v2
    if-eqz v2, :cond_deny
    .line 13
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v2
    invoke-static {v2, v1}, Lcom/example/pl/PackagesKt;->soleAllowed(Landroid/content/pm/PackageManager;I)Z
    move-result v2
    if-nez v2, :cond_ok
    .line 14
    :cond_deny
    new-instance v0, Ljava/lang/SecurityException;
    invoke-direct {v0}, Ljava/lang/SecurityException;-><init>()V
    throw v0
    .line 15
    :cond_ok
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
