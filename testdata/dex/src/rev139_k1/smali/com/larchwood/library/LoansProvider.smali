.class public final Lcom/larchwood/library/LoansProvider;
.super Lcom/larchwood/library/LibraryEndpoint;
.source "Endpoints.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 67
    invoke-direct {p0}, Lcom/larchwood/library/LibraryEndpoint;-><init>()V

    return-void
.end method


# virtual methods
.method protected getCatalog()Lcom/larchwood/library/Catalog;
    .registers 2

    .line 68
    sget-object v0, Lcom/larchwood/library/Catalogs;->INSTANCE:Lcom/larchwood/library/Catalogs;

    invoke-virtual {v0}, Lcom/larchwood/library/Catalogs;->getLoans()Lcom/larchwood/library/Catalog;

    move-result-object v0

    return-object v0
.end method

.method protected getHost()Lcom/larchwood/library/ToolHost;
    .registers 2

    .line 70
    invoke-virtual {p0}, Lcom/larchwood/library/LoansProvider;->getGraph()Lcom/larchwood/library/LibraryGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryGraph;->getLoans()Lcom/larchwood/library/LoanTools;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larchwood/library/LoanTools;->getHost()Lcom/larchwood/library/ToolHost;

    move-result-object v0

    return-object v0
.end method

.method protected getSessions()Lcom/larchwood/library/SessionBook;
    .registers 2

    .line 69
    invoke-virtual {p0}, Lcom/larchwood/library/LoansProvider;->getGraph()Lcom/larchwood/library/LibraryGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryGraph;->getLoanSessions()Lcom/larchwood/library/SessionBook;

    move-result-object v0

    return-object v0
.end method
