.class public final Lcom/example/dd8/JobsProvider;
.super Landroid/content/ContentProvider;
.source "JobsProvider.kt"

.method public constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 6
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    .line 9
    const/4 p1, 0x0
    if-eqz p3, :cond_0
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    :cond_0
    .line 10
    const-string p2, "purge"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_1
    invoke-direct {p0}, Lcom/example/dd8/JobsProvider;->purge()Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    .line 11
    :cond_1
    const-string p2, "purge_confirmed"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_2
    invoke-direct {p0}, Lcom/example/dd8/JobsProvider;->purgeConfirmed()Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    .line 12
    :cond_2
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static/range {v0 .. v4}, Lcom/example/dd8/FailKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    .line 9
    :goto_0
    return-object p1
.end method

.method private final purge()Landroid/os/Bundle;
    .registers 6
    .line 15
    const-string v0, "USER_ACTION_REQUIRED"
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x6
    const/4 v4, 0x0
    invoke-static/range {v0 .. v4}, Lcom/example/dd8/FailKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final purgeConfirmed()Landroid/os/Bundle;
    .registers 8
    .line 16
    const-string v0, "USER_ACTION_REQUIRED"
    const/4 v1, 0x0
    const/4 v2, 0x2
    invoke-static {v0, v1, v2, v1}, Lcom/example/dd8/FailKt;->deny$default(Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    .line 17
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    new-instance v2, Landroid/content/Intent;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    const-class v4, Lcom/example/dd8/ConfirmActivity;
    invoke-direct {v2, v3, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v3, 0x0
    const/high16 v4, 0x4000000
    invoke-static {v1, v3, v2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    const-string v2, "resolution"
    check-cast v1, Landroid/os/Parcelable;
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 19
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 16
    return-object v0
.end method
