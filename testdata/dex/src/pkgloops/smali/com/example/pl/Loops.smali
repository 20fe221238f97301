# Java sketch (Loops.java):
#   final class Loops {
#       private static final String TRUSTED = "com.example.consumer";
#       // the methods below
#   }
.class final Lcom/example/pl/Loops;
.super Ljava/lang/Object;
.source "Loops.java"

# true positive CETP624: `ok = true; break;` on the first trusted package
#   static boolean anyTrusted(Context ctx, int uid) {
#       String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);      // 10
#       if (pkgs == null) return false;                                      // 11
#       boolean ok = false;                                                  // 12
#       for (String p : pkgs) {                                              // 13
#           if (TRUSTED.equals(p)) {                                         // 14
#               ok = true;                                                   // 15
#               break;                                                       // 16
#           }
#       }
#       if (!ok) { Log.w("pl", "untrusted " + uid); return false; }          // 19
#       return true;                                                         // 20
#   }
.method static anyTrusted(Landroid/content/Context;I)Z
    .registers 8
    .line 10
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    .line 11
    const/4 v1, 0x0
    if-nez v0, :cond_0
    return v1
    .line 13
    :cond_0
    array-length v2, v0
    const/4 v3, 0x0
    :goto_0
    if-ge v3, v2, :goto_1
    aget-object v4, v0, v3
    .line 14
    const-string v5, "com.example.consumer"
    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :cond_1
    .line 15
    const/4 v1, 0x1
    .line 16
    goto :goto_1
    :cond_1
    add-int/lit8 v3, v3, 0x1
    goto :goto_0
    .line 19
    :goto_1
    if-nez v1, :cond_2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "untrusted "
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v2, "pl"
    invoke-static {v2, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    return v1
    .line 20
    :cond_2
    const/4 v0, 0x1
    return v0
.end method

# near miss CETP624: every package must be trusted; the flag is cleared
# (not set) on the way out of the loop
#   static boolean everyTrusted(Context ctx, int uid) {
#       String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);      // 24
#       if (pkgs == null) return false;                                      // 25
#       boolean ok = true;                                                   // 26
#       for (String p : pkgs) {                                              // 27
#           if (!TRUSTED.equals(p)) { ok = false; break; }                   // 28
#       }
#       return ok;                                                           // 30
#   }
.method static everyTrusted(Landroid/content/Context;I)Z
    .registers 8
    .line 24
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    .line 25
    if-nez v0, :cond_0
    const/4 v1, 0x0
    return v1
    .line 26
    :cond_0
    const/4 v1, 0x1
    .line 27
    array-length v2, v0
    const/4 v3, 0x0
    :goto_0
    if-ge v3, v2, :goto_1
    aget-object v4, v0, v3
    .line 28
    const-string v5, "com.example.consumer"
    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-nez v5, :cond_1
    const/4 v1, 0x0
    goto :goto_1
    :cond_1
    add-int/lit8 v3, v3, 0x1
    goto :goto_0
    .line 30
    :goto_1
    return v1
.end method
