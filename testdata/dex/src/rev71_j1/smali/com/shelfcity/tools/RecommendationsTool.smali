.class public Lcom/shelfcity/tools/RecommendationsTool;
.super Ljava/lang/Object;
.source "RecommendationsTool.java"

# interfaces
.implements Lcom/shelfcity/core/ToolHandler;


# static fields
.field static final IO:Ljava/util/concurrent/Executor;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 14
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    sput-object v0, Lcom/shelfcity/tools/RecommendationsTool;->IO:Ljava/util/concurrent/Executor;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static synthetic lambda$run$0(Landroid/content/Context;I)V
    .registers 7

    .line 20
    invoke-static {p0}, Lcom/shelfcity/core/ShelfDb;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "SELECT item FROM recs WHERE uid = ?"

    .line 21
    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    aput-object v3, v2, v4

    .line 20
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 21
    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 22
    return-void
.end method


# virtual methods
.method public run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;
    .registers 7

    .line 18
    iget v0, p3, Lcom/shelfcity/core/CallerInfo;->uid:I

    .line 19
    sget-object v1, Lcom/shelfcity/tools/RecommendationsTool;->IO:Ljava/util/concurrent/Executor;

    new-instance v2, Lcom/shelfcity/tools/RecommendationsTool$$ExternalSyntheticLambda0;

    invoke-direct {v2, p1, v0}, Lcom/shelfcity/tools/RecommendationsTool$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;I)V

    invoke-interface {v1, v2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 23
    const-string v1, "{\"queued\":true}"

    invoke-static {v1}, Lcom/shelfcity/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method
