# Java sketch (HandProvider.java): the caller's packages are read once and
# handed to the helpers in Hands.java, which hand them on.
#   public class HandProvider extends ContentProvider {
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           Context ctx = getContext();                                          // 10
#           String[] pkgs = ctx.getPackageManager()
#                   .getPackagesForUid(Binder.getCallingUid());                  // 11
#           if (pkgs == null) throw new SecurityException();                     // 12
#           if (!Hands.first(pkgs)) throw new SecurityException();               // 13
#           if (!Hands.allOf(pkgs)) throw new SecurityException();               // 14
#           if (!Hands.d1(pkgs)) throw new SecurityException();                  // 15
#           return new Bundle();                                                 // 16
#       }
#   }
.class public Lcom/example/ph/HandProvider;
.super Landroid/content/ContentProvider;
.source "HandProvider.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 10
    invoke-virtual {p0}, Lcom/example/ph/HandProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    .line 11
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v1, v2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v1
    .line 12
    if-eqz v1, :cond_deny
    .line 13
    invoke-static {v1}, Lcom/example/ph/Hands;->first([Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :cond_deny
    .line 14
    invoke-static {v1}, Lcom/example/ph/Hands;->allOf([Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :cond_deny
    .line 15
    invoke-static {v1}, Lcom/example/ph/Hands;->d1([Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :cond_deny
    .line 16
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
    :cond_deny
    new-instance v0, Ljava/lang/SecurityException;
    invoke-direct {v0}, Ljava/lang/SecurityException;-><init>()V
    throw v0
.end method
