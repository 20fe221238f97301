.class public final Lcom/larchwood/library/FinesProvider;
.super Lcom/larchwood/library/LibraryEndpoint;
.source "Endpoints.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 73
    invoke-direct {p0}, Lcom/larchwood/library/LibraryEndpoint;-><init>()V

    return-void
.end method


# virtual methods
.method protected getCatalog()Lcom/larchwood/library/Catalog;
    .registers 2

    .line 74
    sget-object v0, Lcom/larchwood/library/Catalogs;->INSTANCE:Lcom/larchwood/library/Catalogs;

    invoke-virtual {v0}, Lcom/larchwood/library/Catalogs;->getFines()Lcom/larchwood/library/Catalog;

    move-result-object v0

    return-object v0
.end method

.method protected getHost()Lcom/larchwood/library/ToolHost;
    .registers 2

    .line 76
    invoke-virtual {p0}, Lcom/larchwood/library/FinesProvider;->getGraph()Lcom/larchwood/library/LibraryGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryGraph;->getFines()Lcom/larchwood/library/FineTools;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larchwood/library/FineTools;->getHost()Lcom/larchwood/library/ToolHost;

    move-result-object v0

    return-object v0
.end method

.method protected getSessions()Lcom/larchwood/library/SessionBook;
    .registers 2

    .line 75
    invoke-virtual {p0}, Lcom/larchwood/library/FinesProvider;->getGraph()Lcom/larchwood/library/LibraryGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryGraph;->getFineSessions()Lcom/larchwood/library/SessionBook;

    move-result-object v0

    return-object v0
.end method
