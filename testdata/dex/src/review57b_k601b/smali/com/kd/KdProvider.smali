.class public final Lcom/kd/KdProvider;
.super Landroid/content/ContentProvider;
.source "App.kt"

# instance fields
.field private final random:Ljava/security/SecureRandom;
.field private final pay:Lcom/kd/Screen;
.field private final edit:Lcom/kd/Screen;


# direct methods
.method public constructor <init>()V
    .registers 6
    .line 22
    invoke-direct {v5}, Landroid/content/ContentProvider;-><init>()V
    .line 23
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v5, Lcom/kd/KdProvider;->random:Ljava/security/SecureRandom;
    .line 24
    new-instance v1, Lcom/kd/Screen;
    const-string v3, "com.kd.ConfirmActivity"
    const/high16 v4, 0x4000000
    invoke-direct {v1, v3, v4}, Lcom/kd/Screen;-><init>(Ljava/lang/String;I)V
    iput-object v1, v5, Lcom/kd/KdProvider;->pay:Lcom/kd/Screen;
    .line 25
    new-instance v1, Lcom/kd/Screen;
    const-string v3, "com.kd.EditActivity"
    const/4 v4, 0x0
    invoke-direct {v1, v3, v4}, Lcom/kd/Screen;-><init>(Ljava/lang/String;I)V
    iput-object v1, v5, Lcom/kd/KdProvider;->edit:Lcom/kd/Screen;
    .line 22
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 26
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    if-eqz v12, :L28
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L28
    const-string v1, "execute_tool"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L36
:L28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L36
    .line 29
    iget-object v0, v9, Lcom/kd/KdProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v3
    .line 30
    invoke-virtual {v9}, Lcom/kd/KdProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v5, v0
    .line 32
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 33
    const-string v1, "pay"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L96
    sget-object v0, Lcom/kd/Pendings;->INSTANCE:Lcom/kd/Pendings;
    iget-object v2, v9, Lcom/kd/KdProvider;->pay:Lcom/kd/Screen;
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v5, v2, v3}, Lcom/kd/Pendings;->open(Landroid/content/Context;Lcom/kd/Screen;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    goto :L115
:L96
    .line 34
    sget-object v0, Lcom/kd/Pendings;->INSTANCE:Lcom/kd/Pendings;
    iget-object v2, v9, Lcom/kd/KdProvider;->edit:Lcom/kd/Screen;
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v5, v2, v3}, Lcom/kd/Pendings;->open(Landroid/content/Context;Lcom/kd/Screen;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
:L115
    .line 32
    move-object v7, v0
    .line 36
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    move-object v4, v6
    const/4 v8, 0x0
    .line 37
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    const-string v1, "resolution"
    move-object v2, v7
    check-cast v2, Landroid/os/Parcelable;
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 39
    const-string v1, "resume_token"
    invoke-virtual {v4, v1, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 40
    nop
    .line 36
    .line 36
    return-object v6
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 44
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    const/4 v0, 0x0
    return v0
.end method

