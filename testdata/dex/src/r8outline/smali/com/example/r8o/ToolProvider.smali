# See sketch/ToolProvider.java.
.class public Lcom/example/r8o/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

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
    .registers 8
    .line 20
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    .line 21
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 22
    invoke-static {v0}, Lcom/example/r8o/ToolProvider;->syncMutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v3, "sync"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 23
    invoke-static {v0}, Lcom/example/r8o/ToolProvider;->syncImmutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v3, "sync_ok"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 24
    invoke-static {v0, p2}, Lcom/example/r8o/ToolProvider;->openImplicit(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v3, "open"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 25
    invoke-static {v0, p2}, Lcom/example/r8o/ToolProvider;->openExplicit(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v3, "open_ok"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 26
    invoke-static {v0}, Lcom/example/r8o/ToolProvider;->viewCategory(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v3, "view"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 27
    invoke-static {v0}, Lcom/example/r8o/ToolProvider;->viewNamed(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v3, "view_ok"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 28
    invoke-static {v0}, Lcom/example/r8o/ToolProvider;->firstPackage(Landroid/content/Context;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "owner"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 29
    invoke-static {v0}, Lcom/example/r8o/ToolProvider;->onlyPackage(Landroid/content/Context;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "owner_ok"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    invoke-static {p3}, Lcom/example/r8o/ToolProvider;->claimed(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "who"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
    invoke-static {p3}, Lcom/example/r8o/ToolProvider;->target(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "dst"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    invoke-static {p2, v1}, Lcom/example/r8o/ToolProvider;->sync(Ljava/lang/String;Landroid/os/Bundle;)V
    .line 33
    invoke-static {p2, v1}, Lcom/example/r8o/ToolProvider;->syncNamed(Ljava/lang/String;Landroid/os/Bundle;)V
    .line 34
    invoke-static {}, Lcom/example/r8o/ToolProvider;->session()Landroid/os/Bundle;
    move-result-object v2
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->putAll(Landroid/os/Bundle;)V
    .line 35
    invoke-static {}, Lcom/example/r8o/ToolProvider;->sessionSecure()Landroid/os/Bundle;
    move-result-object v2
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->putAll(Landroid/os/Bundle;)V
    .line 36
    invoke-virtual {p0}, Lcom/example/r8o/ToolProvider;->audit()V
    .line 37
    invoke-virtual {p0}, Lcom/example/r8o/ToolProvider;->auditCaptured()V
    .line 38
    invoke-static {v0}, Lcom/example/r8o/a;->b(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v3, "legacy"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 40
    invoke-static {p2, v1}, Lcom/example/r8o/ToolProvider;->failWith(Ljava/lang/String;Landroid/os/Bundle;)V
    .line 41
    invoke-static {p2, v1}, Lcom/example/r8o/ToolProvider;->failFixed(Ljava/lang/String;Landroid/os/Bundle;)V
    .line 42
    invoke-static {}, Lcom/example/r8o/ToolProvider;->sessionConcat()Landroid/os/Bundle;
    move-result-object v2
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->putAll(Landroid/os/Bundle;)V
    .line 43
    invoke-static {}, Lcom/example/r8o/ToolProvider;->sessionConcatSecure()Landroid/os/Bundle;
    move-result-object v2
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->putAll(Landroid/os/Bundle;)V
    .line 44
    invoke-static {}, Lcom/example/r8o/ToolProvider;->clearedUid()I
    move-result v2
    const-string v3, "cleared"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 45
    invoke-static {}, Lcom/example/r8o/ToolProvider;->keptUid()I
    move-result v2
    const-string v3, "kept"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 46
    invoke-static {v0, p2}, Lcom/example/r8o/ToolProvider;->approve(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v3, "approve"
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 39
    return-object v1
.end method

# TP 601/602: implicit and FLAG_MUTABLE, through the API model outline of getForegroundService
.method static syncMutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 42
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.r8o.SYNC"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 43
    const/4 v1, 0x0
    const/high16 v2, 0x2000000
    invoke-static {p0, v1, v0, v2}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticApiModelOutline0;->m(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

# near miss CETP601 CETP602: explicit and FLAG_IMMUTABLE through the same outline
.method static syncImmutable(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 46
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r8o/SyncService;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 47
    const/4 v1, 0x0
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticApiModelOutline0;->m(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

# TP 602: the Intent from an outline (new Intent(action) + putExtra), through the requireNonNull backport
.method static openImplicit(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 5
    .line 50
    const-string v0, "com.example.r8o.OPEN"
    const-string v1, "id"
    invoke-static {v0, v1, p1}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    .line 51
    const-string v0, "intent"
    invoke-static {p1, v0}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticBackport0;->m(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/content/Intent;
    const/4 v0, 0x0
    const/high16 v1, 0x4000000
    invoke-static {p0, v0, p1, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

# near miss CETP602: new Intent(ctx, Class) + putExtra, outlined; through the same backport
.method static openExplicit(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 5
    .line 54
    const-class v0, Lcom/example/r8o/ConfirmActivity;
    const-string v1, "id"
    invoke-static {p0, v0, v1, p1}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    .line 55
    const-string v0, "intent"
    invoke-static {p1, v0}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticBackport0;->m(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/content/Intent;
    const/4 v0, 0x0
    const/high16 v1, 0x4000000
    invoke-static {p0, v0, p1, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

# TP 602: a void outline (Object parameter) sets an action and a category only
.method static viewCategory(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 58
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    .line 59
    const-string v1, "com.example.r8o.VIEW"
    const-string v2, "android.intent.category.DEFAULT"
    invoke-static {v0, v1, v2}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)V
    .line 60
    const/4 v1, 0x1
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

# near miss CETP602: the other void outline names the component
.method static viewNamed(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 63
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    .line 64
    const-string v1, "com.example.r8o"
    const-string v2, "com.example.r8o.ConfirmActivity"
    const-string v3, "com.example.r8o.VIEW"
    invoke-static {v0, v1, v2, v3}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 65
    const/4 v1, 0x2
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

# TP 604: the array from an outline (getPackageManager().getPackagesForUid(uid)), index 0 taken
.method static firstPackage(Landroid/content/Context;)Ljava/lang/String;
    .registers 2
    .line 68
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {p0, v0}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Landroid/content/Context;I)[Ljava/lang/String;
    move-result-object p0
    .line 69
    const/4 v0, 0x0
    aget-object p0, p0, v0
    return-object p0
.end method

# near miss CETP604: the same outline, behind a length != 1 deny guard
.method static onlyPackage(Landroid/content/Context;)Ljava/lang/String;
    .registers 3
    .line 72
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {p0, v0}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Landroid/content/Context;I)[Ljava/lang/String;
    move-result-object p0
    .line 73
    if-eqz p0, :cond_0
    array-length v0, p0
    const/4 v1, 0x1
    if-eq v0, v1, :cond_1
    :cond_0
    new-instance p0, Ljava/lang/SecurityException;
    const-string v0, "shared uid"
    invoke-direct {p0, v0}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw p0
    :cond_1
    .line 74
    const/4 v0, 0x0
    aget-object p0, p0, v0
    return-object p0
.end method

# TP 606: Bundle.getParcelable(String, Class) through its API model outline, key "caller_app"
.method static claimed(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3
    .line 77
    const-string v0, "caller_app"
    const-class v1, Landroid/content/ComponentName;
    invoke-static {p0, v0, v1}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticApiModelOutline0;->m(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Landroid/content/ComponentName;
    .line 78
    invoke-virtual {p0}, Landroid/content/ComponentName;->getPackageName()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

# near miss CETP606: the same outline, key "target_component"
.method static target(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3
    .line 81
    const-string v0, "target_component"
    const-class v1, Landroid/content/ComponentName;
    invoke-static {p0, v0, v1}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticApiModelOutline0;->m(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Landroid/content/ComponentName;
    .line 82
    invoke-virtual {p0}, Landroid/content/ComponentName;->getPackageName()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

# TP 607: the exception's message through the StringBuilder outline into error_message
.method static sync(Ljava/lang/String;Landroid/os/Bundle;)V
    .registers 4
    .line 85
    :try_start_0
    invoke-static {p0}, Lcom/example/r8o/ToolProvider;->load(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    :catch_0
    move-exception p0
    .line 86
    invoke-virtual {p0}, Ljava/io/IOException;->getMessage()Ljava/lang/String;
    move-result-object p0
    const-string v0, "sync failed: "
    invoke-static {v0, p0}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    const-string v0, "error_message"
    invoke-virtual {p1, v0, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :goto_0
    return-void
.end method

# near miss CETP607: the same outline, the request's own argument
.method static syncNamed(Ljava/lang/String;Landroid/os/Bundle;)V
    .registers 4
    .line 89
    :try_start_0
    invoke-static {p0}, Lcom/example/r8o/ToolProvider;->load(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    :catch_0
    .line 90
    const-string v0, "sync failed: "
    invoke-static {v0, p0}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    const-string v0, "error_message"
    invoke-virtual {p1, v0, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :goto_0
    return-void
.end method

# TP 613: java.util.Random reduced by the Math.floorMod backport
.method static session()Landroid/os/Bundle;
    .registers 4
    .line 93
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 94
    new-instance v1, Ljava/util/Random;
    invoke-direct {v1}, Ljava/util/Random;-><init>()V
    invoke-virtual {v1}, Ljava/util/Random;->nextInt()I
    move-result v1
    const v2, 0xf4240
    invoke-static {v1, v2}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticBackport0;->m(II)I
    move-result v1
    invoke-static {v1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v1
    const-string v2, "session_token"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 95
    return-object v0
.end method

# near miss CETP613: SecureRandom through the same backport
.method static sessionSecure()Landroid/os/Bundle;
    .registers 4
    .line 98
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 99
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    invoke-virtual {v1}, Ljava/util/Random;->nextInt()I
    move-result v1
    const v2, 0xf4240
    invoke-static {v1, v2}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticBackport0;->m(II)I
    move-result v1
    invoke-static {v1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v1
    const-string v2, "session_token"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 100
    return-object v0
.end method

.method audit()V
    .registers 3
    .line 103
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    new-instance v1, Lcom/example/r8o/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticLambda0;-><init>()V
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 105
    return-void
.end method

# TP 603: Binder.getCallingUidOrThrow through its API model outline, off the binder thread
.method static synthetic $r8$lambda$0oBqGZ8mdqFI1kP7kYVbXQ2e9rU()V
    .registers 3
    .line 104
    invoke-static {}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticApiModelOutline0;->m()I
    move-result v0
    const-string v1, "uid "
    invoke-static {v1, v0}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v0
    const-string v1, "r8o"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

# near miss CETP603: the same outline on call()'s thread; the lambda gets the uid
.method auditCaptured()V
    .registers 4
    .line 108
    invoke-static {}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticApiModelOutline0;->m()I
    move-result v0
    .line 109
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v1
    new-instance v2, Lcom/example/r8o/ToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v0}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticLambda1;-><init>(I)V
    invoke-interface {v1, v2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 110
    return-void
.end method

.method static synthetic $r8$lambda$q3PEpC8bKZKzNw4f2ZrqAJ6b5xQ(I)V
    .registers 3
    .line 109
    const-string v0, "uid "
    invoke-static {v0, p0}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object p0
    const-string v0, "r8o"
    invoke-static {v0, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

# TP 607: the two puts of the error outlined; the exception's toString() as error_message
.method static failWith(Ljava/lang/String;Landroid/os/Bundle;)V
    .registers 7
    .line 120
    :try_start_0
    invoke-static {p0}, Lcom/example/r8o/ToolProvider;->load(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    :catch_0
    move-exception p0
    .line 121
    invoke-virtual {p0}, Ljava/io/IOException;->toString()Ljava/lang/String;
    move-result-object p0
    const-string v0, "error_code"
    const-string v1, "io"
    const-string v2, "error_message"
    invoke-static {p1, v0, v1, v2, p0}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :goto_0
    return-void
.end method

# near miss CETP607: the same outline, a fixed message
.method static failFixed(Ljava/lang/String;Landroid/os/Bundle;)V
    .registers 7
    .line 124
    :try_start_0
    invoke-static {p0}, Lcom/example/r8o/ToolProvider;->load(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    :catch_0
    move-exception p0
    .line 125
    const-string p0, "could not sync"
    const-string v0, "error_code"
    const-string v1, "io"
    const-string v2, "error_message"
    invoke-static {p1, v0, v1, v2, p0}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :goto_0
    return-void
.end method

# TP 613: put and concatenation outlined together, java.util.Random
.method static sessionConcat()Landroid/os/Bundle;
    .registers 6
    .line 128
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 129
    new-instance v1, Ljava/util/Random;
    invoke-direct {v1}, Ljava/util/Random;-><init>()V
    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    const-string v3, "session_token"
    const-string v4, "s-"
    invoke-static {v0, v3, v4, v1, v2}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;J)V
    .line 130
    return-object v0
.end method

# near miss CETP613: the same outline, SecureRandom
.method static sessionConcatSecure()Landroid/os/Bundle;
    .registers 6
    .line 133
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 134
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    const-string v3, "session_token"
    const-string v4, "s-"
    invoke-static {v0, v3, v4, v1, v2}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;J)V
    .line 135
    return-object v0
.end method

# TP 611: the API model outline of getCallingUidOrThrow inside the cleared window
.method static clearedUid()I
    .registers 4
    .line 138
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 139
    :try_start_0
    invoke-static {}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticApiModelOutline0;->m()I
    move-result v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 140
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    return v2
    :catchall_0
    move-exception v2
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v2
.end method

# near miss CETP611: the same outline before the identity is cleared
.method static keptUid()I
    .registers 5
    .line 144
    invoke-static {}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticApiModelOutline0;->m()I
    move-result v0
    .line 145
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v1
    .line 146
    :try_start_0
    const-string v3, "r8o"
    const-string v4, "kept"
    invoke-static {v3, v4}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 147
    return v0
    :catchall_0
    move-exception v0
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v0
.end method

# TP 106: the outline of new Intent(ctx, Class) + putExtra, with the exported ApproveActivity
.method static approve(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 5
    .line 151
    const-class v0, Lcom/example/r8o/ApproveActivity;
    const-string v1, "id"
    invoke-static {p0, v0, v1, p1}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticOutline0;->m(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    .line 152
    const/4 v0, 0x3
    const/high16 v1, 0x4000000
    invoke-static {p0, v0, p1, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method static load(Ljava/lang/String;)V
    .registers 3
    .line 112
    if-nez p0, :cond_0
    new-instance v0, Ljava/io/IOException;
    const-string v1, "/data/data/com.example.r8o/files missing"
    invoke-direct {v0, v1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
    :cond_0
    .line 113
    return-void
.end method
