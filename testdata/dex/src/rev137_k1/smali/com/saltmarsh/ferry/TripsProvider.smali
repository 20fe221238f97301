.class public final Lcom/saltmarsh/ferry/TripsProvider;
.super Lcom/saltmarsh/ferry/FerryEndpoint;
.source "Endpoints.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 64
    invoke-direct {p0}, Lcom/saltmarsh/ferry/FerryEndpoint;-><init>()V

    return-void
.end method


# virtual methods
.method protected getBox()Lcom/saltmarsh/ferry/Toolbox;
    .registers 2

    .line 67
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/TripsProvider;->getGraph()Lcom/saltmarsh/ferry/FerryGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getTrips()Lcom/saltmarsh/ferry/TripTools;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/TripTools;->getBox()Lcom/saltmarsh/ferry/Toolbox;

    move-result-object v0

    return-object v0
.end method

.method protected getCatalog()Lcom/saltmarsh/ferry/Catalog;
    .registers 2

    .line 65
    sget-object v0, Lcom/saltmarsh/ferry/Catalogs;->INSTANCE:Lcom/saltmarsh/ferry/Catalogs;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Catalogs;->getTrips()Lcom/saltmarsh/ferry/Catalog;

    move-result-object v0

    return-object v0
.end method

.method protected getSessions()Lcom/saltmarsh/ferry/SessionBook;
    .registers 2

    .line 66
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/TripsProvider;->getGraph()Lcom/saltmarsh/ferry/FerryGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getTripSessions()Lcom/saltmarsh/ferry/SessionBook;

    move-result-object v0

    return-object v0
.end method
