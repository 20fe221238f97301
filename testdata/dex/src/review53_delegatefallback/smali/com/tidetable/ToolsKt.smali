.class public final Lcom/tidetable/ToolsKt;
.super Ljava/lang/Object;
.source "Tools.kt"


.method public static final synthetic find(Ljava/lang/String;)Lcom/tidetable/Tool;
    .registers 5
    const/4 v0, 0x0
    move v3, v0
    .line 111
    sget-object v0, Lcom/tidetable/Tools;->INSTANCE:Lcom/tidetable/Tools;
    invoke-virtual {v0}, Lcom/tidetable/Tools;->getRegistry()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    const/4 v1, 0x2
    const-string v2, "T"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    check-cast v0, Lcom/tidetable/Tool;
    .line 111
    return-object v0
.end method

