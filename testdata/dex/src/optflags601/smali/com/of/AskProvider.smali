.class public final Lcom/of/AskProvider;
.super Landroid/content/ContentProvider;
.source "AskProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 18
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private retryUpload(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 5
    .line 42
    invoke-static {v4}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/of/AskProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/of/AskProvider$$ExternalSyntheticLambda0;
    .line 43
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;
    move-result-object v0
    const/high16 v1, 0x40000000
    .line 44
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v2
    .line 45
    invoke-virtual {v3}, Lcom/of/AskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lcom/of/Screen;->with(Landroid/content/Context;)Lcom/of/Screen;
    move-result-object v0
    const-class v1, Lcom/of/ConfirmActivity;
    invoke-virtual {v0, v1}, Lcom/of/Screen;->target(Ljava/lang/Class;)Lcom/of/Screen;
    move-result-object v0
    invoke-virtual {v0, v2}, Lcom/of/Screen;->flags(I)Lcom/of/Screen;
    move-result-object v0
    invoke-virtual {v0}, Lcom/of/Screen;->build()Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method private clearQueue(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 5
    .line 49
    invoke-static {v4}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/of/AskProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/of/AskProvider$$ExternalSyntheticLambda1;
    .line 50
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;
    move-result-object v0
    const/high16 v1, 0x44000000
    .line 51
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v2
    .line 52
    invoke-virtual {v3}, Lcom/of/AskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lcom/of/Screen;->with(Landroid/content/Context;)Lcom/of/Screen;
    move-result-object v0
    const-class v1, Lcom/of/ConfirmActivity;
    invoke-virtual {v0, v1}, Lcom/of/Screen;->target(Ljava/lang/Class;)Lcom/of/Screen;
    move-result-object v0
    invoke-virtual {v0, v2}, Lcom/of/Screen;->flags(I)Lcom/of/Screen;
    move-result-object v0
    invoke-virtual {v0}, Lcom/of/Screen;->build()Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic lambda$clearQueue$1(Ljava/lang/String;)Ljava/lang/Integer;
    .registers 2
    .line 50
    const/high16 v0, 0xc000000
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic lambda$retryUpload$0(Ljava/lang/String;)Ljava/lang/Integer;
    .registers 2
    .line 43
    const/high16 v0, 0x8000000
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 21
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L13
    if-nez v8, :L15
:L13
    .line 27
    const/4 v0, 0x0
    return-object v0
:L15
    .line 29
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 30
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
    const-string v1, "resume_token"
    const-string v2, "t"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    const-string v1, "resume_token"
    invoke-virtual {v8, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    .line 33
    const-string v0, "retry_upload"
    const-string v2, "tool_name"
    invoke-virtual {v8, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L80
    .line 34
    const-string v1, "resolution"
    invoke-direct {v5, v4}, Lcom/of/AskProvider;->retryUpload(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :L93
:L80
    .line 36
    const-string v1, "resolution"
    invoke-direct {v5, v4}, Lcom/of/AskProvider;->clearQueue(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
:L93
    .line 38
    return-object v3
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 57
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 62
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 67
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 72
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 77
    const/4 v0, 0x0
    return v0
.end method

