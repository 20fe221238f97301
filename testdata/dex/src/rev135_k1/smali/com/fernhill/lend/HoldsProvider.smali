.class public final Lcom/fernhill/lend/HoldsProvider;
.super Lcom/fernhill/lend/ToolEndpoint;
.source "Endpoints.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 77
    invoke-direct {p0}, Lcom/fernhill/lend/ToolEndpoint;-><init>()V

    return-void
.end method


# virtual methods
.method protected getCatalog()Lcom/fernhill/lend/Catalog;
    .registers 2

    .line 78
    sget-object v0, Lcom/fernhill/lend/Catalogs;->INSTANCE:Lcom/fernhill/lend/Catalogs;

    invoke-virtual {v0}, Lcom/fernhill/lend/Catalogs;->getHolds()Lcom/fernhill/lend/Catalog;

    move-result-object v0

    return-object v0
.end method

.method protected getSessions()Lcom/fernhill/lend/SessionBook;
    .registers 2

    .line 79
    invoke-virtual {p0}, Lcom/fernhill/lend/HoldsProvider;->getGraph()Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getHoldSessions()Lcom/fernhill/lend/SessionBook;

    move-result-object v0

    return-object v0
.end method

.method protected getTools()Lcom/fernhill/lend/ToolSet;
    .registers 2

    .line 80
    invoke-virtual {p0}, Lcom/fernhill/lend/HoldsProvider;->getGraph()Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getHoldTools()Lcom/fernhill/lend/HoldTools;

    move-result-object v0

    check-cast v0, Lcom/fernhill/lend/ToolSet;

    return-object v0
.end method
