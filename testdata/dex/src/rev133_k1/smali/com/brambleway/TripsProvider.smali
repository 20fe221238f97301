.class public final Lcom/brambleway/TripsProvider;
.super Lcom/brambleway/ToolProvider;
.source "Providers.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 63
    invoke-direct {p0}, Lcom/brambleway/ToolProvider;-><init>()V
    return-void
.end method


# virtual methods
.method protected getCatalog()Lcom/brambleway/Catalog;
    .registers 2
    .line 64
    sget-object v0, Lcom/brambleway/Catalogs;->INSTANCE:Lcom/brambleway/Catalogs;
    invoke-virtual {v0}, Lcom/brambleway/Catalogs;->getTrips()Lcom/brambleway/Catalog;
    move-result-object v0
    return-object v0
.end method

.method protected getSessions()Lcom/brambleway/SessionBook;
    .registers 2
    .line 65
    sget-object v0, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-virtual {v0}, Lcom/brambleway/AppGraph;->getTripSessions()Lcom/brambleway/SessionBook;
    move-result-object v0
    return-object v0
.end method

.method protected getTools()Lcom/brambleway/ToolSet;
    .registers 2
    .line 66
    sget-object v0, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-virtual {v0}, Lcom/brambleway/AppGraph;->getTrips()Lcom/brambleway/TripTools;
    move-result-object v0
    check-cast v0, Lcom/brambleway/ToolSet;
    return-object v0
.end method
