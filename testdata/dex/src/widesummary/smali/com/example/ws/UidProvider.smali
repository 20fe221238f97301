# Java sketch (UidProvider.java): a provider that checks its caller's
# packages through a policy helper and reads an argument through a
# request helper; both helpers call an interface with two implementations.
#   public final class UidProvider extends ContentProvider {                                   // 10
#       @Override public boolean onCreate() { return true; }                                    // 11
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           String[] packages = getContext().getPackageManager().getPackagesForUid(Binder.getCallingUid());   // 14
#           if (!Callers.trusted(packages)) {                                                    // 15
#               throw new SecurityException("caller not allowed");                               // 16
#           }
#           String agent = Requests.param(extras, "caller_package");                             // 18
#           Bundle out = new Bundle();                                                           // 19
#           out.putString("agent", agent);                                                       // 20
#           return out;                                                                          // 21
#       }
#   }
.class public final Lcom/example/ws/UidProvider;
.super Landroid/content/ContentProvider;
.source "UidProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 11
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 14
    invoke-virtual {p0}, Lcom/example/ws/UidProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    invoke-virtual {p1, p2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    .line 15
    invoke-static {p1}, Lcom/example/ws/Callers;->trusted([Ljava/lang/String;)Z
    move-result p1
    if-eqz p1, :cond_33
    .line 18
    const-string p1, "caller_package"
    invoke-static {p3, p1}, Lcom/example/ws/Requests;->param(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 19
    new-instance p2, Landroid/os/Bundle;
    invoke-direct {p2}, Landroid/os/Bundle;-><init>()V
    .line 20
    const-string p3, "agent"
    invoke-virtual {p2, p3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 21
    return-object p2
    .line 16
    :cond_33
    new-instance p1, Ljava/lang/SecurityException;
    const-string p2, "caller not allowed"
    invoke-direct {p1, p2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw p1
.end method
