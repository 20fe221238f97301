.class public final Lcom/larkbook/ToolRunnerKt;
.super Ljava/lang/Object;
.source "ToolRunner.kt"

# direct methods
.method public static final varargs done([Lkotlin/Pair;)Lcom/larkbook/Outcome;
    .registers 16
    const-string v1, "fields"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 62
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    move-object v3, v2
    .line 64
    const/4 v4, 0x0
    .line 62
    move-object v5, p0
    const/4 v6, 0x0
    .line 65
    const/4 v7, 0x0
    array-length v8, v5
:L32
    if-ge v7, v8, :L86
    aget-object v9, v5, v7
    move-object v10, v9
    const/4 v11, 0x0
    invoke-virtual {v10}, Lkotlin/Pair;->component1()Ljava/lang/Object;
    move-result-object v12
    check-cast v12, Ljava/lang/String;
    invoke-virtual {v10}, Lkotlin/Pair;->component2()Ljava/lang/Object;
    move-result-object v13
    .line 62
    invoke-virtual {v3, v12, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 65
    add-int/lit8 v7, v7, 0x1
    goto :L32
:L86
    .line 62
    move-object v14, v2
    new-instance v0, Lcom/larkbook/Outcome$Done;
    invoke-direct {v0, v14}, Lcom/larkbook/Outcome$Done;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/larkbook/Outcome;
    return-object v0
.end method
