.class public final Lcom/larchwood/library/Handlers;
.super Ljava/lang/Object;
.source "Host.kt"

# interfaces
.implements Lcom/larchwood/library/CallRunner;


# instance fields
.field private final byName:Ljava/util/Map;


# direct methods
.method public constructor <init>(Ljava/util/List;)V
    .registers 16

    const-string v1, "tools"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 57
    move-object v1, p1

    check-cast v1, Ljava/lang/Iterable;

    move-object v2, v1

    move-object v12, p0

    const/4 v3, 0x0

    .line 123
    const/16 v1, 0xa

    invoke-static {v2, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v4

    .line 124
    move-object v5, v2

    new-instance v6, Ljava/util/LinkedHashMap;

    invoke-direct {v6, v4}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v6, Ljava/util/Map;

    const/4 v7, 0x0

    .line 125
    invoke-interface {v5}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_0
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v9

    .line 126
    move-object v1, v9

    check-cast v1, Lcom/larchwood/library/Tool;

    move-object v10, v1

    move-object v13, v6

    const/4 v11, 0x0

    .line 57
    invoke-virtual {v10}, Lcom/larchwood/library/Tool;->getSpec()Lcom/larchwood/library/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larchwood/library/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 126
    invoke-interface {v13, v0, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 57
    :cond_0
    iput-object v6, v12, Lcom/larchwood/library/Handlers;->byName:Ljava/util/Map;

    .line 56
    return-void
.end method


# virtual methods
.method public run(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 4

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 59
    iget-object v0, p0, Lcom/larchwood/library/Handlers;->byName:Ljava/util/Map;

    invoke-virtual {p1}, Lcom/larchwood/library/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->getValue(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larchwood/library/Tool;

    invoke-virtual {v0}, Lcom/larchwood/library/Tool;->getHandler()Lcom/larchwood/library/ToolHandler;

    move-result-object v0

    invoke-interface {v0, p1}, Lcom/larchwood/library/ToolHandler;->handle(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0
.end method
