.class public final Lcom/example/r32k2/Workouts;
.super Ljava/lang/Object;
.source "FitnessTool.kt"

# interfaces
.implements Lcom/example/r32k2/FitnessTool;


# static fields
.field public static final INSTANCE:Lcom/example/r32k2/Workouts;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k2/Workouts;
    invoke-direct {v0}, Lcom/example/r32k2/Workouts;-><init>()V
    sput-object v0, Lcom/example/r32k2/Workouts;->INSTANCE:Lcom/example/r32k2/Workouts;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 48
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public getName()Ljava/lang/String;
    .registers 2
    .line 49
    const-string v0, "get_workouts"
    return-object v0
.end method

.method public run(Lcom/example/r32k2/ToolCall;)Landroid/os/Bundle;
    .registers 10
    const-string v0, "call"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "type"
    const-string v2, "run"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 53
    new-instance v1, Lorg/json/JSONArray;
    invoke-direct {v1}, Lorg/json/JSONArray;-><init>()V
    .line 54
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT started_at, minutes FROM workouts WHERE type = '"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v2, "' ORDER BY started_at DESC"
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    :try_start_0
    move-object v0, p1
    check-cast v0, Landroid/database/Cursor;
    .local v0, "c":Landroid/database/Cursor;
    const/4 v3, 0x0
    .line 55
    .local v3, "$i$a$-use-Workouts$run$1":I
    :goto_0
    invoke-interface {v0}, Landroid/database/Cursor;->moveToNext()Z
    move-result v4
    if-eqz v4, :cond_0
    const/4 v4, 0x0
    invoke-interface {v0, v4}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v4
    const/4 v6, 0x1
    invoke-interface {v0, v6}, Landroid/database/Cursor;->getInt(I)I
    move-result v6
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v7, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v4
    const-string v5, ":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v4
    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v1, v4}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    goto :goto_0
    .line 56
    :cond_0
    nop
    .line 54
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .end local v0    # "c":Landroid/database/Cursor;
    .end local v3    # "$i$a$-use-Workouts$run$1":I
    invoke-static {p1, v2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    .line 57
    invoke-virtual {v1}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r32k2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string v0, "success(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 54
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
    .line 48
    invoke-super {p0, p1, p2}, Lcom/example/r32k2/FitnessTool;->resume(Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
