.class public final Lcom/tidetable/RequestFlag;
.super Ljava/lang/Object;
.source "Request.kt"

# interfaces
.implements Lkotlin/properties/ReadOnlyProperty;

.field private final key:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "key"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/tidetable/RequestFlag;->key:Ljava/lang/String;
    return-void
.end method

.method public getValue(Lcom/tidetable/ToolRequest;Lkotlin/reflect/KProperty;)Ljava/lang/Boolean;
    .registers 5
    const-string v1, "thisRef"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "property"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-virtual {v3}, Lcom/tidetable/ToolRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    iget-object v1, v2, Lcom/tidetable/RequestFlag;->key:Ljava/lang/String;
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    .registers 4
    .line 8
    check-cast v2, Lcom/tidetable/ToolRequest;
    invoke-virtual {v1, v2, v3}, Lcom/tidetable/RequestFlag;->getValue(Lcom/tidetable/ToolRequest;Lkotlin/reflect/KProperty;)Ljava/lang/Boolean;
    move-result-object v0
    return-object v0
.end method

