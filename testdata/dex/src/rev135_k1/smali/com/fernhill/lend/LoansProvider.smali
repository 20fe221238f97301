.class public final Lcom/fernhill/lend/LoansProvider;
.super Lcom/fernhill/lend/ToolEndpoint;
.source "Endpoints.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 70
    invoke-direct {p0}, Lcom/fernhill/lend/ToolEndpoint;-><init>()V

    return-void
.end method


# virtual methods
.method protected getCatalog()Lcom/fernhill/lend/Catalog;
    .registers 2

    .line 71
    sget-object v0, Lcom/fernhill/lend/Catalogs;->INSTANCE:Lcom/fernhill/lend/Catalogs;

    invoke-virtual {v0}, Lcom/fernhill/lend/Catalogs;->getLoans()Lcom/fernhill/lend/Catalog;

    move-result-object v0

    return-object v0
.end method

.method protected getSessions()Lcom/fernhill/lend/SessionBook;
    .registers 2

    .line 72
    invoke-virtual {p0}, Lcom/fernhill/lend/LoansProvider;->getGraph()Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getLoanSessions()Lcom/fernhill/lend/SessionBook;

    move-result-object v0

    return-object v0
.end method

.method protected getTools()Lcom/fernhill/lend/ToolSet;
    .registers 2

    .line 73
    invoke-virtual {p0}, Lcom/fernhill/lend/LoansProvider;->getGraph()Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getLoanTools()Lcom/fernhill/lend/LoanTools;

    move-result-object v0

    check-cast v0, Lcom/fernhill/lend/ToolSet;

    return-object v0
.end method
