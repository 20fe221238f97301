# Java sketch (P.java):
#   public class P extends ContentProvider {
#     public Bundle call(String method, String arg, Bundle extras) {
#       String[] pkgs = getContext().getPackageManager().getPackagesForUid(Binder.getCallingUid()); // 10
#       if (pkgs == null) throw new SecurityException();        // 11
#       if (!H.g1(pkgs)) throw new SecurityException();         // 12  guard, then hand on
#       if (!H.g0(pkgs)) throw new SecurityException();         // 13  guard, then contains (one helper)
#       if (!H.r(pkgs, 3)) throw new SecurityException();       // 14  recursion
#       if (!new H().i1(7L, pkgs)) throw new SecurityException(); // 15 instance helpers, wide param
#       if (!H.c1(pkgs)) throw new SecurityException();         // 16  hands on a copy
#       if (!H.l1(pkgs)) throw new SecurityException();         // 17  hands on a List view
#       if (pkgs.length == 1 && !H.tw(pkgs)) throw new SecurityException(); // 19 guarded path into tw
#       if (!H.via(pkgs)) throw new SecurityException();        // 20  unguarded path into tw
#       if (!H.gv(pkgs)) throw new SecurityException();         // 21  guarded path into tw2 (guard in gv)
#       if (!H.tw2(pkgs)) throw new SecurityException();        // 22  unguarded path into tw2
#       return new Bundle();                                    // 18
#     }
#   }
.class public Lcom/example/h6/P;
.super Landroid/content/ContentProvider;
.source "P.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 10
    invoke-virtual {p0}, Lcom/example/h6/P;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v1, v2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v1
    .line 11
    if-eqz v1, :cond_deny
    .line 12
    invoke-static {v1}, Lcom/example/h6/H;->g1([Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :cond_deny
    .line 13
    invoke-static {v1}, Lcom/example/h6/H;->g0([Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :cond_deny
    .line 14
    const/4 v2, 0x3
    invoke-static {v1, v2}, Lcom/example/h6/H;->r([Ljava/lang/String;I)Z
    move-result v2
    if-eqz v2, :cond_deny
    .line 15
    new-instance v0, Lcom/example/h6/H;
    invoke-direct {v0}, Lcom/example/h6/H;-><init>()V
    const-wide/16 v2, 0x7
    invoke-virtual {v0, v2, v3, v1}, Lcom/example/h6/H;->i1(J[Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :cond_deny
    .line 16
    invoke-static {v1}, Lcom/example/h6/H;->c1([Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :cond_deny
    .line 17
    invoke-static {v1}, Lcom/example/h6/H;->l1([Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :cond_deny
    .line 19
    array-length v2, v1
    const/4 v3, 0x1
    if-ne v2, v3, :skip
    invoke-static {v1}, Lcom/example/h6/H;->tw([Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :cond_deny
    :skip
    .line 20
    invoke-static {v1}, Lcom/example/h6/H;->via([Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :cond_deny
    .line 21
    invoke-static {v1}, Lcom/example/h6/H;->gv([Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :cond_deny
    .line 22
    invoke-static {v1}, Lcom/example/h6/H;->tw2([Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :cond_deny
    .line 18
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
    :cond_deny
    new-instance v0, Ljava/lang/SecurityException;
    invoke-direct {v0}, Ljava/lang/SecurityException;-><init>()V
    throw v0
.end method
