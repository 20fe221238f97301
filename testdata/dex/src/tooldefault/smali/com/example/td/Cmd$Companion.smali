# The companion of Cmd (Cmd.kt): parse, see the sketch in Cmd.smali.
.class public final Lcom/example/td/Cmd$Companion;
.super Ljava/lang/Object;
.source "Cmd.kt"

.method private constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .locals 0
    invoke-direct {p0}, Lcom/example/td/Cmd$Companion;-><init>()V
    return-void
.end method

.method public final parse(Ljava/lang/String;Ljava/lang/String;)Lcom/example/td/Cmd;
    .locals 1
    const-string v0, "tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    const-string v0, "delete_item"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_0
    new-instance p1, Lcom/example/td/Cmd$Delete;
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0, p2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string p2, "id"
    invoke-virtual {v0, p2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string v0, "getString(...)"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p1, p2}, Lcom/example/td/Cmd$Delete;-><init>(Ljava/lang/String;)V
    check-cast p1, Lcom/example/td/Cmd;
    goto :goto_0
    :cond_0
    # near miss CETP621: list_items is in no branch; the else makes Cmd.List and writes nothing
    .line 11
    sget-object p1, Lcom/example/td/Cmd$List;->INSTANCE:Lcom/example/td/Cmd$List;
    check-cast p1, Lcom/example/td/Cmd;
    :goto_0
    return-object p1
.end method
