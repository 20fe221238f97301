.class public final Lcom/saltmarsh/ferry/PassesProvider;
.super Lcom/saltmarsh/ferry/FerryEndpoint;
.source "Endpoints.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 70
    invoke-direct {p0}, Lcom/saltmarsh/ferry/FerryEndpoint;-><init>()V

    return-void
.end method


# virtual methods
.method protected getBox()Lcom/saltmarsh/ferry/Toolbox;
    .registers 2

    .line 73
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/PassesProvider;->getGraph()Lcom/saltmarsh/ferry/FerryGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getPasses()Lcom/saltmarsh/ferry/PassTools;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/PassTools;->getBox()Lcom/saltmarsh/ferry/Toolbox;

    move-result-object v0

    return-object v0
.end method

.method protected getCatalog()Lcom/saltmarsh/ferry/Catalog;
    .registers 2

    .line 71
    sget-object v0, Lcom/saltmarsh/ferry/Catalogs;->INSTANCE:Lcom/saltmarsh/ferry/Catalogs;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Catalogs;->getPasses()Lcom/saltmarsh/ferry/Catalog;

    move-result-object v0

    return-object v0
.end method

.method protected getSessions()Lcom/saltmarsh/ferry/SessionBook;
    .registers 2

    .line 72
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/PassesProvider;->getGraph()Lcom/saltmarsh/ferry/FerryGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getPassSessions()Lcom/saltmarsh/ferry/SessionBook;

    move-result-object v0

    return-object v0
.end method
