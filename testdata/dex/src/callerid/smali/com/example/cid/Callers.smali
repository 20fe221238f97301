.class public final Lcom/example/cid/Callers;
.super Ljava/lang/Object;
.source "Callers.java"

# true positive 604: the first package of the UID
.method public static firstPackage(Landroid/content/Context;I)Ljava/lang/String;
    .locals 2
    .line 10
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    .line 11
    const/4 v1, 0x0
    aget-object v0, v0, v1
    return-object v0
.end method

# near miss CETP604: every package of the UID is checked
.method public static allPackages(Landroid/content/Context;I)Z
    .locals 5
    .line 20
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    .line 21
    if-eqz v0, :deny
    array-length v1, v0
    if-eqz v1, :deny
    const/4 v2, 0x0
    :loop
    if-ge v2, v1, :allow
    .line 22
    aget-object v3, v0, v2
    invoke-static {v3}, Lcom/example/cid/Callers;->isTrusted(Ljava/lang/String;)Z
    move-result v4
    if-eqz v4, :deny
    add-int/lit8 v2, v2, 0x1
    goto :loop
    :allow
    .line 23
    const/4 v0, 0x1
    return v0
    :deny
    .line 24
    const/4 v0, 0x0
    return v0
.end method

.method public static isTrusted(Ljava/lang/String;)Z
    .locals 1
    .line 30
    const/4 v0, 0x1
    return v0
.end method

# true positive 606: the caller named by the request extras
.method public static claimedCaller(Landroid/os/Bundle;)Ljava/lang/String;
    .locals 1
    .line 40
    const-string v0, "calling_package"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# true positive 606: the caller named by the JSON arguments
.method public static claimedCallerJson(Landroid/os/Bundle;)Ljava/lang/String;
    .locals 2
    .line 45
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 46
    const-string v1, "callerPackage"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# near miss CETP606: a package that is the subject of the tool, not the caller
.method public static subjectPackage(Landroid/os/Bundle;)Ljava/lang/String;
    .locals 1
    .line 48
    const-string v0, "package_name"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# true positive 611: read between clear and restore
.method public static clearThenRead()I
    .locals 3
    .line 50
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 51
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    .line 52
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    return v2
.end method

# near miss CETP611: read before clearing, and again after restoring
.method public static readThenClear()I
    .locals 4
    .line 60
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    .line 61
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 62
    :try_start
    invoke-static {}, Lcom/example/cid/Callers;->work()V
    :try_end
    .catchall {:try_start .. :try_end} :finally
    .line 63
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 64
    invoke-static {}, Landroid/os/Binder;->getCallingPid()I
    move-result v3
    return v2
    :finally
    move-exception v3
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v3
.end method

# true positive 611: a helper that reads the UID, called while cleared
.method public static clearThenHelper()I
    .locals 3
    .line 70
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 71
    invoke-static {}, Lcom/example/cid/Callers;->whoCalls()I
    move-result v2
    .line 72
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    return v2
.end method

.method public static whoCalls()I
    .locals 1
    .line 80
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    return v0
.end method

.method public static work()V
    .locals 0
    .line 85
    return-void
.end method

# Precedence CETP604 over CETP624 (javac + D8). Java sketch:
#   // true positive 604 (not 624): the loop reads index 0 on every turn, so
#   // it is the first package that is checked, however many the UID holds
#   static boolean loopFirst(Context ctx, int uid) {
#       String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);   // 90
#       if (pkgs == null) return false;                                    // 91
#       for (int i = 0; i < pkgs.length; i++) {                            // 92
#           if (isTrusted(pkgs[0])) return true;                           // 93
#       }
#       return false;                                                      // 95
#   }
# D8 keeps one register for the constant 0 of the return and the index.
# near miss CETP624: the grant depends on index 0 alone, which is CETP604's
.method public static loopFirst(Landroid/content/Context;I)Z
    .locals 4
    .line 90
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    const/4 p1, 0x0
    .line 91
    if-nez p0, :cond_0
    return p1
    :cond_0
    .line 92
    move v0, p1
    :goto_0
    array-length v1, p0
    if-ge v0, v1, :cond_2
    .line 93
    aget-object v1, p0, p1
    invoke-static {v1}, Lcom/example/cid/Callers;->isTrusted(Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :cond_1
    const/4 p0, 0x1
    return p0
    :cond_1
    .line 92
    add-int/lit8 v0, v0, 0x1
    goto :goto_0
    :cond_2
    .line 95
    return p1
.end method
