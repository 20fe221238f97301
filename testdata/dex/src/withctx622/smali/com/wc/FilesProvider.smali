.class public final Lcom/wc/FilesProvider;
.super Landroid/content/ContentProvider;
.source "FilesProvider.kt"

# instance fields
.field private final repo$delegate:Lkotlin/Lazy;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 39
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 40
    sget-object v1, Lcom/wc/FilesProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/wc/FilesProvider$$ExternalSyntheticLambda0;
    invoke-static {v1}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v1
    iput-object v1, v2, Lcom/wc/FilesProvider;->repo$delegate:Lkotlin/Lazy;
    .line 39
    return-void
.end method

.method private final getRepo()Lcom/wc/Repository;
    .registers 3
    .line 40
    iget-object v0, v2, Lcom/wc/FilesProvider;->repo$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/wc/Repository;
    .line 40
    return-object v0
.end method

.method public static final repo_delegate$lambda$0()Lcom/wc/Repository;
    .registers 5
    .line 40
    new-instance v0, Lcom/wc/Repository;
    const-string v2, "/data/data/com.wc/databases/f.db"
    const/4 v3, 0x0
    invoke-static {v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    const-string v4, "openOrCreateDatabase(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/wc/Repository;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    return-object v0
.end method

.method public static final synthetic access$getRepo(Lcom/wc/FilesProvider;)Lcom/wc/Repository;
    .registers 2
    .line 39
    invoke-direct {v1}, Lcom/wc/FilesProvider;->getRepo()Lcom/wc/Repository;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    new-instance v0, Lcom/wc/Call;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    new-instance v3, Lorg/json/JSONObject;
    move-object v5, v15
    if-eqz v15, :L31
    const-string v6, "args"
    invoke-virtual {v5, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    if-nez v5, :L34
:L31
    const-string v5, "{}"
:L34
    invoke-direct {v3, v5}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-direct {v0, v2, v3}, Lcom/wc/Call;-><init>(ILorg/json/JSONObject;)V
    move-object v8, v0
    .line 44
    const/4 v0, 0x0
    new-instance v1, Lcom/wc/FilesProvider$call$deleted$1;
    const/4 v6, 0x0
    invoke-direct {v1, v15, v12, v8, v6}, Lcom/wc/FilesProvider$call$deleted$1;-><init>(Landroid/os/Bundle;Lcom/wc/FilesProvider;Lcom/wc/Call;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v9
    .line 50
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v7, v0
    move-object v10, v7
    .line 61
    const/4 v11, 0x0
    .line 50
    const-string v1, "deleted"
    invoke-virtual {v10, v1, v9}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 50
    .line 50
    return-object v7
.end method

.method public onCreate()Z
    .registers 2
    .line 53
    const/4 v0, 0x1
    return v0
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

