.class public final Lcom/example/r32k2/LogWorkout;
.super Ljava/lang/Object;
.source "FitnessTool.kt"

# interfaces
.implements Lcom/example/r32k2/FitnessTool;


# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nFitnessTool.kt\nKotlin\n*S Kotlin\n*F\n+ 1 FitnessTool.kt\ncom/example/r32k2/LogWorkout\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,140:1\n1#2:141\n*E\n"
.end annotation


# static fields
.field public static final INSTANCE:Lcom/example/r32k2/LogWorkout;

.field private static final recent:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k2/LogWorkout;
    invoke-direct {v0}, Lcom/example/r32k2/LogWorkout;-><init>()V
    sput-object v0, Lcom/example/r32k2/LogWorkout;->INSTANCE:Lcom/example/r32k2/LogWorkout;
    .line 62
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/example/r32k2/LogWorkout;->recent:Ljava/util/HashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 61
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public getName()Ljava/lang/String;
    .registers 2
    .line 63
    const-string v0, "log_workout"
    return-object v0
.end method

.method public run(Lcom/example/r32k2/ToolCall;)Landroid/os/Bundle;
    .registers 15
    const-string v0, "call"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 66
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getExtras()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "request_id"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_0
    const-string p1, "INVALID_REQUEST"
    const-string v0, "request_id missing"
    invoke-static {p1, v0}, Lcom/example/r32k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string v0, "error(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 67
    :cond_0
    sget-object v2, Lcom/example/r32k2/LogWorkout;->recent:Ljava/util/HashMap;
    invoke-virtual {v2, v0}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/String;
    const-string v3, "success(...)"
    if-eqz v2, :cond_1
    const/4 v4, 0x0
    .line 141
    .local v4, "$i$a$-let-LogWorkout$run$1":I
    .line 67
    invoke-static {v2}, Lcom/example/r32k2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    invoke-static {p1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .end local v4    # "$i$a$-let-LogWorkout$run$1":I
    .line 68
    :cond_1
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    const-string v4, "SELECT result FROM requests WHERE uid = ? AND request_id = ?"
    const/4 v5, 0x2
    new-array v5, v5, [Ljava/lang/String;
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getUid()I
    move-result v6
    invoke-static {v6}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v6
    const/4 v7, 0x0
    aput-object v6, v5, v7
    const/4 v6, 0x1
    aput-object v0, v5, v6
    invoke-virtual {v2, v4, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v2
    .line 69
    check-cast v2, Ljava/io/Closeable;
    const/4 v4, 0x0
    :try_start_0
    move-object v5, v2
    check-cast v5, Landroid/database/Cursor;
    .local v5, "c":Landroid/database/Cursor;
    const/4 v6, 0x0
    .line 141
    .local v6, "$i$a$-use-LogWorkout$run$stored$1":I
    .line 69
    invoke-interface {v5}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v8
    if-eqz v8, :cond_2
    invoke-interface {v5, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v8
    goto :goto_0
    :cond_2
    move-object v8, v4
    :goto_0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .end local v5    # "c":Landroid/database/Cursor;
    .end local v6    # "$i$a$-use-LogWorkout$run$stored$1":I
    invoke-static {v2, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    .line 70
    if-eqz v8, :cond_3
    move-object v2, v8
    .local v2, "it":Ljava/lang/String;
    const/4 v4, 0x0
    .line 141
    .local v4, "$i$a$-also-LogWorkout$run$2":I
    .line 70
    sget-object v5, Lcom/example/r32k2/LogWorkout;->recent:Ljava/util/HashMap;
    check-cast v5, Ljava/util/Map;
    invoke-interface {v5, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    nop
    .end local v2    # "it":Ljava/lang/String;
    .end local v4    # "$i$a$-also-LogWorkout$run$2":I
    invoke-static {v8}, Lcom/example/r32k2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    invoke-static {p1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 71
    :cond_3
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    const-string v4, "type"
    invoke-virtual {v2, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    .line 72
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v4
    const-string v5, "minutes"
    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I
    move-result v4
    .line 73
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getArgs()Lorg/json/JSONObject;
    move-result-object v5
    const-string v6, "source_app"
    invoke-virtual {v5, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    move-object v6, v5
    .local v6, "it":Ljava/lang/String;
    const/4 v7, 0x0
    .line 141
    .local v7, "$i$a$-takeUnless-LogWorkout$run$entry$1":I
    .line 73
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    check-cast v6, Ljava/lang/CharSequence;
    invoke-interface {v6}, Ljava/lang/CharSequence;->length()I
    move-result v6
    .end local v6    # "it":Ljava/lang/String;
    .end local v7    # "$i$a$-takeUnless-LogWorkout$run$entry$1":I
    if-nez v6, :cond_4
    const/4 v5, 0x0
    :cond_4
    if-eqz v5, :cond_5
    const/4 v6, 0x0
    .line 141
    .local v6, "$i$a$-let-LogWorkout$run$entry$2":I
    .line 73
    new-instance v7, Lcom/example/r32k2/WorkoutEntry;
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v7, v2, v4, v5}, Lcom/example/r32k2/WorkoutEntry;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    .end local v6    # "$i$a$-let-LogWorkout$run$entry$2":I
    goto :goto_1
    .line 74
    :cond_5
    new-instance v7, Lcom/example/r32k2/WorkoutEntry;
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v8, v2
    move v9, v4
    const/4 v10, 0x0
    const/4 v11, 0x4
    const/4 v12, 0x0
    invoke-direct/range {v7 .. v12}, Lcom/example/r32k2/WorkoutEntry;-><init>(Ljava/lang/String;ILjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .line 75
    :goto_1
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    const-string v4, "workouts"
    const/4 v5, 0x0
    invoke-virtual {v7}, Lcom/example/r32k2/WorkoutEntry;->toValues()Landroid/content/ContentValues;
    move-result-object v6
    invoke-virtual {v2, v4, v5, v6}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v4
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"workout_id\":"
    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v4, "}"
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    .line 76
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v4
    const-string v5, "requests"
    const/4 v6, 0x0
    new-instance v7, Landroid/content/ContentValues;
    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V
    move-object v8, v7
    .local v8, "$this$run_u24lambda_u245":Landroid/content/ContentValues;
    const/4 v9, 0x0
    .line 77
    .local v9, "$i$a$-apply-LogWorkout$run$3":I
    const-string v10, "uid"
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getUid()I
    move-result p1
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-virtual {v8, v10, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 78
    const-string p1, "request_id"
    invoke-virtual {v8, p1, v0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 79
    const-string p1, "result"
    invoke-virtual {v8, p1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 80
    nop
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .end local v8    # "$this$run_u24lambda_u245":Landroid/content/ContentValues;
    .end local v9    # "$i$a$-apply-LogWorkout$run$3":I
    .line 76
    invoke-virtual {v4, v5, v6, v7}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 81
    sget-object p1, Lcom/example/r32k2/LogWorkout;->recent:Ljava/util/HashMap;
    check-cast p1, Ljava/util/Map;
    invoke-interface {p1, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 82
    invoke-static {v2}, Lcom/example/r32k2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    invoke-static {p1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 69
    :catchall_0
    move-exception p1
    :try_start_1
    throw p1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1
    :catchall_1
    move-exception v0
    invoke-static {v2, p1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v0
.end method

.method public resume(Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 61
    invoke-super {p0, p1, p2}, Lcom/example/r32k2/FitnessTool;->resume(Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
