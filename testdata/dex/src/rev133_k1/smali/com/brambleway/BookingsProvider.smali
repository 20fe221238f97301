.class public final Lcom/brambleway/BookingsProvider;
.super Lcom/brambleway/ToolProvider;
.source "Providers.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 70
    invoke-direct {p0}, Lcom/brambleway/ToolProvider;-><init>()V
    return-void
.end method


# virtual methods
.method protected getCatalog()Lcom/brambleway/Catalog;
    .registers 2
    .line 71
    sget-object v0, Lcom/brambleway/Catalogs;->INSTANCE:Lcom/brambleway/Catalogs;
    invoke-virtual {v0}, Lcom/brambleway/Catalogs;->getBookings()Lcom/brambleway/Catalog;
    move-result-object v0
    return-object v0
.end method

.method protected getSessions()Lcom/brambleway/SessionBook;
    .registers 2
    .line 72
    sget-object v0, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-virtual {v0}, Lcom/brambleway/AppGraph;->getBookingSessions()Lcom/brambleway/SessionBook;
    move-result-object v0
    return-object v0
.end method

.method protected getTools()Lcom/brambleway/ToolSet;
    .registers 2
    .line 73
    sget-object v0, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-virtual {v0}, Lcom/brambleway/AppGraph;->getBookings()Lcom/brambleway/BookingTools;
    move-result-object v0
    check-cast v0, Lcom/brambleway/ToolSet;
    return-object v0
.end method
