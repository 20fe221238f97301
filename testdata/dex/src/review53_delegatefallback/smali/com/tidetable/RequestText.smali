.class public final Lcom/tidetable/RequestText;
.super Ljava/lang/Object;
.source "Request.kt"

# interfaces
.implements Lkotlin/properties/ReadOnlyProperty;

.field private final key:Ljava/lang/String;

.field private final fallback:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "key"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "fallback"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/tidetable/RequestText;->key:Ljava/lang/String;
    iput-object v3, v1, Lcom/tidetable/RequestText;->fallback:Ljava/lang/String;
    return-void
.end method

.method public getValue(Lcom/tidetable/ToolRequest;Lkotlin/reflect/KProperty;)Ljava/lang/String;
    .registers 6
    const-string v1, "thisRef"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "property"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-virtual {v4}, Lcom/tidetable/ToolRequest;->getExtras()Landroid/os/Bundle;
    move-result-object v0
    iget-object v1, v3, Lcom/tidetable/RequestText;->key:Ljava/lang/String;
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L45
    invoke-virtual {v4}, Lcom/tidetable/ToolRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    iget-object v1, v3, Lcom/tidetable/RequestText;->key:Ljava/lang/String;
    iget-object v2, v3, Lcom/tidetable/RequestText;->fallback:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "optString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    :L45
    return-object v0
.end method

.method public bridge synthetic getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    .registers 4
    .line 12
    check-cast v2, Lcom/tidetable/ToolRequest;
    invoke-virtual {v1, v2, v3}, Lcom/tidetable/RequestText;->getValue(Lcom/tidetable/ToolRequest;Lkotlin/reflect/KProperty;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

