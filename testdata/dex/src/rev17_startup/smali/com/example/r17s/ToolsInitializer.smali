.class public final Lcom/example/r17s/ToolsInitializer;
.super Ljava/lang/Object;
.source "ToolsInitializer.kt"

# interfaces
.implements Landroidx/startup/Initializer;

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Landroidx/startup/Initializer<",
        "Lcom/example/r17s/Registry;",
        ">;"
    }
.end annotation

.method public constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public create(Landroid/content/Context;)Lcom/example/r17s/Registry;
    .registers 5
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    sget-object v0, Lcom/example/r17s/Registry;->INSTANCE:Lcom/example/r17s/Registry;
    const-string v1, "share_note"
    new-instance v2, Lcom/example/r17s/ToolsInitializer$create$1;
    invoke-direct {v2}, Lcom/example/r17s/ToolsInitializer$create$1;-><init>()V
    check-cast v2, Lcom/example/r17s/Tool;
    invoke-virtual {v0, v1, v2}, Lcom/example/r17s/Registry;->register(Ljava/lang/String;Lcom/example/r17s/Tool;)V
    .line 19
    const-string v1, "grant_access"
    new-instance v2, Lcom/example/r17s/ToolsInitializer$create$2;
    invoke-direct {v2}, Lcom/example/r17s/ToolsInitializer$create$2;-><init>()V
    check-cast v2, Lcom/example/r17s/Tool;
    invoke-virtual {v0, v1, v2}, Lcom/example/r17s/Registry;->register(Ljava/lang/String;Lcom/example/r17s/Tool;)V
    .line 27
    const-string v1, "confirm_delete"
    new-instance v2, Lcom/example/r17s/ToolsInitializer$create$3;
    invoke-direct {v2}, Lcom/example/r17s/ToolsInitializer$create$3;-><init>()V
    check-cast v2, Lcom/example/r17s/Tool;
    invoke-virtual {v0, v1, v2}, Lcom/example/r17s/Registry;->register(Ljava/lang/String;Lcom/example/r17s/Tool;)V
    .line 34
    return-object v0
.end method

.method public bridge synthetic create(Landroid/content/Context;)Ljava/lang/Object;
    .registers 2
    .line 9
    invoke-virtual {p0, p1}, Lcom/example/r17s/ToolsInitializer;->create(Landroid/content/Context;)Lcom/example/r17s/Registry;
    move-result-object p1
    return-object p1
.end method

.method public dependencies()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Ljava/lang/Class<",
            "+",
            "Landroidx/startup/Initializer<",
            "*>;>;>;"
        }
    .end annotation
    .line 36
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;
    move-result-object v0
    return-object v0
.end method
