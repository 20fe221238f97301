# The top-level parseCmd of Cmd.kt (sketch beside Cmd.smali), compiled by
# kotlinc (a `when` on a String with few cases: areEqual per case) and D8.
.class public final Lcom/example/sp/CmdKt;
.super Ljava/lang/Object;
.source "Cmd.kt"

.method public static final parseCmd(Ljava/lang/String;Ljava/lang/String;)Lcom/example/sp/Cmd;
    .locals 2
    const-string v0, "tool"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    const-string v0, "list_items"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_0
    sget-object p0, Lcom/example/sp/Cmd$List;->INSTANCE:Lcom/example/sp/Cmd$List;
    check-cast p0, Lcom/example/sp/Cmd;
    goto :goto_0
    :cond_0
    .line 11
    const-string v0, "count_items"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    sget-object p0, Lcom/example/sp/Cmd$Count;->INSTANCE:Lcom/example/sp/Cmd$Count;
    check-cast p0, Lcom/example/sp/Cmd;
    goto :goto_0
    :cond_1
    .line 12
    const-string v0, "delete_item"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_2
    new-instance p0, Lcom/example/sp/Cmd$Delete;
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0, p1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string p1, "id"
    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v0, "getString(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1}, Lcom/example/sp/Cmd$Delete;-><init>(Ljava/lang/String;)V
    check-cast p0, Lcom/example/sp/Cmd;
    :goto_0
    .line 9
    return-object p0
    :cond_2
    .line 13
    new-instance p1, Ljava/lang/IllegalArgumentException;
    invoke-direct {p1, p0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw p1
.end method
