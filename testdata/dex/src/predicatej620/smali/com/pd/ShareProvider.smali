.class public final Lcom/pd/ShareProvider;
.super Landroid/content/ContentProvider;
.source "ShareProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private serve(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 32
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 33
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    .line 34
    sget-object v0, Lcom/pd/Sessions;->INSTANCE:Lcom/pd/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/pd/Sessions;->find(Ljava/lang/String;)Lj$/util/Optional;
    move-result-object v0
    new-instance v1, Lcom/pd/ShareProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, v4, v5}, Lcom/pd/ShareProvider$$ExternalSyntheticLambda0;-><init>(J)V
    .line 35
    invoke-virtual {v0, v1}, Lj$/util/Optional;->filter(Lj$/util/function/Predicate;)Lj$/util/Optional;
    move-result-object v0
    .line 36
    invoke-virtual {v0}, Lj$/util/Optional;->isPresent()Z
    move-result v6
    .line 37
    if-nez v6, :L55
    .line 38
    const-string v1, "error_code"
    const-string v2, "NEGOTIATION_REQUIRED"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    return-object v3
:L55
    .line 41
    const-string v1, "result"
    const-string v2, "ok"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    return-object v3
.end method

.method public static synthetic lambda$serve$0(JLcom/pd/Session;)Z
    .registers 4
    .line 35
    invoke-virtual {v3, v1, v2}, Lcom/pd/Session;->live(J)Z
    move-result v0
    return v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 14
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 19
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 20
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 21
    if-nez v8, :L21
    .line 22
    return-object v3
:L21
    .line 24
    const-string v0, "negotiate"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L51
    .line 25
    const-string v1, "session_token"
    sget-object v2, Lcom/pd/Sessions;->INSTANCE:Lcom/pd/Sessions;
    invoke-virtual {v2, v4}, Lcom/pd/Sessions;->open(I)Lcom/pd/Session;
    move-result-object v2
    invoke-virtual {v2}, Lcom/pd/Session;->token()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    return-object v3
:L51
    .line 28
    invoke-direct {v5, v4, v8}, Lcom/pd/ShareProvider;->serve(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 45
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 46
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 47
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 48
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 49
    const/4 v0, 0x0
    return v0
.end method

