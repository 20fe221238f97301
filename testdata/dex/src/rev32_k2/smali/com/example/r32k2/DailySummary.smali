.class public final Lcom/example/r32k2/DailySummary;
.super Ljava/lang/Object;
.source "FitnessTool.kt"

# interfaces
.implements Lcom/example/r32k2/FitnessTool;


# static fields
.field public static final INSTANCE:Lcom/example/r32k2/DailySummary;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k2/DailySummary;
    invoke-direct {v0}, Lcom/example/r32k2/DailySummary;-><init>()V
    sput-object v0, Lcom/example/r32k2/DailySummary;->INSTANCE:Lcom/example/r32k2/DailySummary;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public getName()Ljava/lang/String;
    .registers 2
    .line 37
    const-string v0, "get_daily_summary"
    return-object v0
.end method

.method public run(Lcom/example/r32k2/ToolCall;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "call"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "day"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 41
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string v1, "SELECT SUM(steps) FROM samples WHERE day = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object v0, v2, v3
    invoke-virtual {p1, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    const/4 v1, 0x0
    :try_start_0
    move-object v2, p1
    check-cast v2, Landroid/database/Cursor;
    .local v2, "c":Landroid/database/Cursor;
    const/4 v4, 0x0
    .line 42
    .local v4, "$i$a$-use-DailySummary$run$steps$1":I
    invoke-interface {v2}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v5
    if-eqz v5, :cond_0
    invoke-interface {v2, v3}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v5
    goto :goto_0
    :cond_0
    const-wide/16 v5, 0x0
    :goto_0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .end local v2    # "c":Landroid/database/Cursor;
    .end local v4    # "$i$a$-use-DailySummary$run$steps$1":I
    .line 41
    invoke-static {p1, v1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    .line 44
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"day\":\""
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "\",\"steps\":"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r32k2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string v0, "success(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 41
    :catchall_0
    move-exception v0
    :try_start_1
    throw v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1
    :catchall_1
    move-exception v1
    invoke-static {p1, v0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v1
.end method

.method public resume(Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 36
    invoke-super {p0, p1, p2}, Lcom/example/r32k2/FitnessTool;->resume(Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
