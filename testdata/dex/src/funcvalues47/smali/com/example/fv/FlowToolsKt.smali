.class public final Lcom/example/fv/FlowToolsKt;
.super Ljava/lang/Object;
.source "FlowTools.kt"


# direct methods
.method public static final flowQuery(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .registers 6

    const-string v0, "db"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "q"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    new-instance v0, Lcom/example/fv/FlowToolsKt$flowQuery$1;
    const/4 v1, 0x0
    invoke-direct {v0, p0, p1, v1}, Lcom/example/fv/FlowToolsKt$flowQuery$1;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    invoke-static {v1, v0, v2, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    return-void
.end method

.method public static final flowBound(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .registers 6

    const-string v0, "db"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "q"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    new-instance v0, Lcom/example/fv/FlowToolsKt$flowBound$1;
    const/4 v1, 0x0
    invoke-direct {v0, p0, p1, v1}, Lcom/example/fv/FlowToolsKt$flowBound$1;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    invoke-static {v1, v0, v2, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    return-void
.end method

.method public static final flowMapped(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)I
    .registers 6

    const-string v0, "db"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "q"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    new-instance v0, Lcom/example/fv/FlowToolsKt$flowMapped$1;
    const/4 v1, 0x0
    invoke-direct {v0, p0, p1, v1}, Lcom/example/fv/FlowToolsKt$flowMapped$1;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    invoke-static {v1, v0, v2, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    return v0
.end method

.method public static final flowTagged(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)I
    .registers 6

    const-string v0, "db"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "q"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 30
    new-instance v0, Lcom/example/fv/FlowToolsKt$flowTagged$1;
    const/4 v1, 0x0
    invoke-direct {v0, p0, p1, v1}, Lcom/example/fv/FlowToolsKt$flowTagged$1;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    invoke-static {v1, v0, v2, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    return v0
.end method
