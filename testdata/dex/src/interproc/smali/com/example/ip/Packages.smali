# Java sketch:
#   final class Packages {
#       static void all(Context c) {
#           int uid = Binder.getCallingUid();                                   // 5
#           first(c, uid); guarded(c, uid); viaChecker(c, uid);
#       }
#       static String[] packagesOf(Context c, int uid) {
#           return c.getPackageManager().getPackagesForUid(uid);                // 8
#       }
#       // true positive 604: index 0 of the array a helper returned
#       static String first(Context c, int uid) {
#           String[] p = packagesOf(c, uid);                                    // 11
#           return p[0];                                                        // 12
#       }
#       // near miss 604: a shared UID is denied first
#       static String guarded(Context c, int uid) {
#           String[] p = packagesOf(c, uid);                                    // 15
#           if (p == null || p.length != 1) return null;                        // 16
#           return p[0];                                                        // 17
#       }
#       // true positive 604: the array goes to a helper that takes its first entry
#       static boolean viaChecker(Context c, int uid) {
#           return isTrusted(c.getPackageManager().getPackagesForUid(uid));     // 21
#       }
#       static boolean isTrusted(String[] pkgs) { return "com.trusted".equals(pkgs[0]); } // 24
#   }
.class final Lcom/example/ip/Packages;
.super Ljava/lang/Object;
.source "Packages.java"

.method static all(Landroid/content/Context;)V
    .registers 2
    .line 5
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {p0, v0}, Lcom/example/ip/Packages;->first(Landroid/content/Context;I)Ljava/lang/String;
    invoke-static {p0, v0}, Lcom/example/ip/Packages;->guarded(Landroid/content/Context;I)Ljava/lang/String;
    invoke-static {p0, v0}, Lcom/example/ip/Packages;->viaChecker(Landroid/content/Context;I)Z
    return-void
.end method

.method static packagesOf(Landroid/content/Context;I)[Ljava/lang/String;
    .registers 3
    .line 8
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static first(Landroid/content/Context;I)Ljava/lang/String;
    .registers 4
    .line 11
    invoke-static {p0, p1}, Lcom/example/ip/Packages;->packagesOf(Landroid/content/Context;I)[Ljava/lang/String;
    move-result-object v0
    .line 12
    const/4 v1, 0x0
    aget-object v1, v0, v1
    return-object v1
.end method

.method static guarded(Landroid/content/Context;I)Ljava/lang/String;
    .registers 5
    .line 15
    invoke-static {p0, p1}, Lcom/example/ip/Packages;->packagesOf(Landroid/content/Context;I)[Ljava/lang/String;
    move-result-object v0
    .line 16
    const/4 v1, 0x0
    if-eqz v0, :deny
    array-length v2, v0
    const/4 v3, 0x1
    if-eq v2, v3, :ok
    :deny
    return-object v1
    .line 17
    :ok
    aget-object v1, v0, v1
    return-object v1
.end method

.method static viaChecker(Landroid/content/Context;I)Z
    .registers 3
    .line 21
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/ip/Packages;->isTrusted([Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

.method static isTrusted([Ljava/lang/String;)Z
    .registers 3
    .line 24
    const-string v0, "com.trusted"
    const/4 v1, 0x0
    aget-object v1, p0, v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method
