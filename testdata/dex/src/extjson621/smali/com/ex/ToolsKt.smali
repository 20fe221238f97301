.class public final Lcom/ex/ToolsKt;
.super Ljava/lang/Object;
.source "Tools.kt"


# direct methods
.method public static final toJson(Lcom/ex/ToolSpec;)Lorg/json/JSONObject;
    .registers 6
    const-string v1, "<this>"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    .line 10
    const-string v1, "name"
    invoke-virtual {v5}, Lcom/ex/ToolSpec;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 11
    const-string v1, "description"
    invoke-virtual {v5}, Lcom/ex/ToolSpec;->getDescription()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 12
    const-string v1, "annotations"
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "effect"
    invoke-virtual {v5}, Lcom/ex/ToolSpec;->getEffect()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "confirmation"
    invoke-virtual {v5}, Lcom/ex/ToolSpec;->getConfirmation()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

