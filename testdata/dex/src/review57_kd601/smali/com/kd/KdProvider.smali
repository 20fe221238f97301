.class public final Lcom/kd/KdProvider;
.super Landroid/content/ContentProvider;
.source "App.kt"

# instance fields
.field private final random:Ljava/security/SecureRandom;
.field private final pay:Lcom/kd/Screen;
.field private final edit:Lcom/kd/Screen;
.field private final plain:Lcom/kd/Card;
.field private final once:Lcom/kd/Card;


# direct methods
.method public constructor <init>()V
    .registers 8
    .line 28
    invoke-direct {v7}, Landroid/content/ContentProvider;-><init>()V
    .line 29
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v7, Lcom/kd/KdProvider;->random:Ljava/security/SecureRandom;
    .line 30
    new-instance v1, Lcom/kd/Screen;
    const-string v3, "com.kd.ConfirmActivity"
    const/4 v4, 0x0
    const/4 v5, 0x2
    const/4 v6, 0x0
    invoke-direct {v1, v3, v4, v5, v6}, Lcom/kd/Screen;-><init>(Ljava/lang/String;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v1, v7, Lcom/kd/KdProvider;->pay:Lcom/kd/Screen;
    .line 31
    iget-object v1, v7, Lcom/kd/KdProvider;->pay:Lcom/kd/Screen;
    const/4 v2, 0x0
    const/high16 v3, 0x8000000
    const/4 v4, 0x1
    const/4 v5, 0x0
    invoke-static {v1, v2, v3, v4, v5}, Lcom/kd/Screen;->copy$default(Lcom/kd/Screen;Ljava/lang/String;IILjava/lang/Object;)Lcom/kd/Screen;
    move-result-object v1
    iput-object v1, v7, Lcom/kd/KdProvider;->edit:Lcom/kd/Screen;
    .line 32
    new-instance v1, Lcom/kd/Card;
    const-string v3, "com.kd.ConfirmActivity"
    const/4 v4, 0x0
    const/4 v5, 0x2
    const/4 v6, 0x0
    invoke-direct {v1, v3, v4, v5, v6}, Lcom/kd/Card;-><init>(Ljava/lang/String;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v1, v7, Lcom/kd/KdProvider;->plain:Lcom/kd/Card;
    .line 33
    new-instance v1, Lcom/kd/Card;
    const-string v3, "com.kd.ConfirmActivity"
    const/high16 v4, 0x44000000
    invoke-direct {v1, v3, v4}, Lcom/kd/Card;-><init>(Ljava/lang/String;I)V
    iput-object v1, v7, Lcom/kd/KdProvider;->once:Lcom/kd/Card;
    .line 28
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 35
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
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
    .line 39
    iget-object v0, v9, Lcom/kd/KdProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v3
    .line 40
    invoke-virtual {v9}, Lcom/kd/KdProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v5, v0
    .line 41
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    if-eqz v4, :L217
    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_78
    goto :L217
:L112
    const-string v1, "edit_payment"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L173
    goto :L217
:L125
    const-string v1, "pay"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L151
    goto :L217
:L138
    const-string v1, "plain_card"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L195
    goto :L217
:L151
    .line 42
    sget-object v0, Lcom/kd/Pendings;->INSTANCE:Lcom/kd/Pendings;
    iget-object v2, v9, Lcom/kd/KdProvider;->pay:Lcom/kd/Screen;
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v5, v2, v3}, Lcom/kd/Pendings;->open(Landroid/content/Context;Lcom/kd/Screen;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    goto :L236
:L173
    .line 43
    sget-object v0, Lcom/kd/Pendings;->INSTANCE:Lcom/kd/Pendings;
    iget-object v2, v9, Lcom/kd/KdProvider;->edit:Lcom/kd/Screen;
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v5, v2, v3}, Lcom/kd/Pendings;->open(Landroid/content/Context;Lcom/kd/Screen;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    goto :L236
:L195
    .line 44
    sget-object v0, Lcom/kd/Pendings;->INSTANCE:Lcom/kd/Pendings;
    iget-object v2, v9, Lcom/kd/KdProvider;->plain:Lcom/kd/Card;
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v5, v2, v3}, Lcom/kd/Pendings;->card(Landroid/content/Context;Lcom/kd/Card;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
    goto :L236
:L217
    .line 45
    sget-object v0, Lcom/kd/Pendings;->INSTANCE:Lcom/kd/Pendings;
    iget-object v2, v9, Lcom/kd/KdProvider;->once:Lcom/kd/Card;
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v5, v2, v3}, Lcom/kd/Pendings;->card(Landroid/content/Context;Lcom/kd/Card;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v0
:L236
    .line 41
    move-object v7, v0
    .line 47
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    move-object v6, v4
    const/4 v8, 0x0
    .line 48
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 49
    const-string v1, "resolution"
    move-object v2, v7
    check-cast v2, Landroid/os/Parcelable;
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 50
    const-string v1, "resume_token"
    invoke-virtual {v6, v1, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 51
    nop
    .line 47
    .line 47
    return-object v4
:sw_78
    .sparse-switch
        -0xec6632f -> :L112
        0x1b0a8 -> :L125
        0x3cdee865 -> :L138
    .end sparse-switch
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 54
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 55
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 56
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 58
    const/4 v0, 0x0
    return v0
.end method

