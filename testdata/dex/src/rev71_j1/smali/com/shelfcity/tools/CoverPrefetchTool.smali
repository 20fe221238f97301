.class public Lcom/shelfcity/tools/CoverPrefetchTool;
.super Ljava/lang/Object;
.source "CoverPrefetchTool.java"

# interfaces
.implements Lcom/shelfcity/core/ToolHandler;


# static fields
.field static final IO:Ljava/util/concurrent/Executor;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 15
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    sput-object v0, Lcom/shelfcity/tools/CoverPrefetchTool;->IO:Ljava/util/concurrent/Executor;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static synthetic lambda$run$0(Landroid/content/Context;Ljava/lang/String;)V
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 22
    invoke-static {p0}, Lcom/shelfcity/core/ShelfDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const-string v2, "SELECT url FROM covers WHERE isbn = ? AND uid = ?"

    .line 23
    const/4 v3, 0x2

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v3, v4

    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v4

    const/4 v5, 0x1

    aput-object v4, v3, v5

    .line 22
    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v1

    .line 23
    invoke-interface {v1}, Landroid/database/Cursor;->close()V

    .line 24
    return-void
.end method


# virtual methods
.method public run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .registers 7

    .line 19
    const-string v0, "isbn"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 20
    sget-object v1, Lcom/shelfcity/tools/CoverPrefetchTool;->IO:Ljava/util/concurrent/Executor;

    new-instance v2, Lcom/shelfcity/tools/CoverPrefetchTool$$ExternalSyntheticLambda0;

    invoke-direct {v2, p1, v0}, Lcom/shelfcity/tools/CoverPrefetchTool$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    invoke-interface {v1, v2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 25
    const-string v1, "{\"queued\":true}"

    invoke-static {v1}, Lcom/shelfcity/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method
