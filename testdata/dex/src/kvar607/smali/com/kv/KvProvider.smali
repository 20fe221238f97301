.class public final Lcom/kv/KvProvider;
.super Landroid/content/ContentProvider;
.source "App.kt"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 26
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private final readNote(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12
    .line 40
    new-instance v0, Lkotlin/jvm/internal/Ref$ObjectRef;
    invoke-direct {v0}, Lkotlin/jvm/internal/Ref$ObjectRef;-><init>()V
    move-object v4, v0
    .line 39
    sget-object v0, Lcom/kv/Loader;->INSTANCE:Lcom/kv/Loader;
    new-instance v2, Lcom/kv/KvProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v4}, Lcom/kv/KvProvider$$ExternalSyntheticLambda0;-><init>(Lkotlin/jvm/internal/Ref$ObjectRef;)V
    invoke-virtual {v0, v11, v2}, Lcom/kv/Loader;->load(Ljava/lang/String;Lcom/kv/ErrorListener;)Ljava/lang/String;
    move-result-object v7
    .line 40
    iget-object v0, v4, Lkotlin/jvm/internal/Ref$ObjectRef;->element:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    if-eqz v0, :L50
    move-object v6, v0
    .line 63
    const/4 v9, 0x0
    .line 40
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "The note could not be read: "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v10, v1}, Lcom/kv/KvProvider;->failed(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L50
    .line 41
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    move-object v8, v5
    .line 63
    const/4 v6, 0x0
    .line 41
    const-string v1, "result"
    invoke-virtual {v8, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    .line 41
    return-object v5
.end method

.method private final readList(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12
    .line 47
    new-instance v0, Lkotlin/jvm/internal/Ref$ObjectRef;
    invoke-direct {v0}, Lkotlin/jvm/internal/Ref$ObjectRef;-><init>()V
    move-object v4, v0
    .line 46
    sget-object v0, Lcom/kv/Loader;->INSTANCE:Lcom/kv/Loader;
    new-instance v2, Lcom/kv/KvProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v4}, Lcom/kv/KvProvider$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/internal/Ref$ObjectRef;)V
    invoke-virtual {v0, v11, v2}, Lcom/kv/Loader;->load(Ljava/lang/String;Lcom/kv/ErrorListener;)Ljava/lang/String;
    move-result-object v7
    .line 47
    iget-object v0, v4, Lkotlin/jvm/internal/Ref$ObjectRef;->element:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    if-eqz v0, :L50
    move-object v6, v0
    .line 63
    const/4 v9, 0x0
    .line 47
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "The list could not be read: "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v10, v1}, Lcom/kv/KvProvider;->failed(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L50
    .line 48
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    move-object v8, v5
    .line 63
    const/4 v6, 0x0
    .line 48
    const-string v1, "result"
    invoke-virtual {v8, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 48
    .line 48
    return-object v5
.end method

.method private final failed(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 51
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    move-object v4, v3
    const/4 v5, 0x0
    .line 52
    const-string v1, "error_code"
    const-string v2, "UNAVAILABLE"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 53
    const-string v1, "error_message"
    invoke-virtual {v4, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 54
    nop
    .line 51
    .line 54
    return-object v3
.end method

.method public static final readNote$lambda$0(Lkotlin/jvm/internal/Ref$ObjectRef;Ljava/lang/Exception;)V
    .registers 4
    const-string v1, "e"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    invoke-virtual {v3}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;
    move-result-object v1
    iput-object v1, v2, Lkotlin/jvm/internal/Ref$ObjectRef;->element:Ljava/lang/Object;
    return-void
.end method

.method public static final readList$lambda$0(Lkotlin/jvm/internal/Ref$ObjectRef;Ljava/lang/Exception;)V
    .registers 4
    const-string v1, "e"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    instance-of v1, v3, Ljava/lang/IllegalArgumentException;
    move-object v0, v2
    if-eqz v1, :L19
    const-string v1, "bad name"
    goto :L21
:L19
    const-string v1, "internal"
:L21
    iput-object v1, v0, Lkotlin/jvm/internal/Ref$ObjectRef;->element:Ljava/lang/Object;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 27
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    const-string v1, "method"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    if-eqz v6, :L28
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L28
    const-string v1, "execute_tool"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L36
:L28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L36
    .line 30
    const-string v1, "name"
    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L49
    const-string v0, ""
:L49
    move-object v2, v0
    .line 31
    const-string v1, "tool_name"
    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 32
    const-string v1, "read_note"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L74
    invoke-direct {v3, v2}, Lcom/kv/KvProvider;->readNote(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L80
:L74
    .line 33
    invoke-direct {v3, v2}, Lcom/kv/KvProvider;->readList(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
:L80
    .line 31
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 56
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 58
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 59
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 60
    const/4 v0, 0x0
    return v0
.end method

