.class public final Lcom/fieldnote/birding/trips/TripToolProvider;
.super Lcom/fieldnote/birding/cetp/BaseToolProvider;
.source "TripToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fieldnote/birding/trips/TripToolProvider$TripExchange;,
        Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;
    }
.end annotation


# instance fields
.field private club:Lcom/fieldnote/birding/trips/ClubClient;

.field private final tripSessions:Lcom/fieldnote/birding/data/Repo;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/fieldnote/birding/data/Repo<",
            "Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 19
    invoke-direct {p0}, Lcom/fieldnote/birding/cetp/BaseToolProvider;-><init>()V

    .line 49
    new-instance v0, Lcom/fieldnote/birding/trips/TripToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/fieldnote/birding/trips/TripToolProvider$$ExternalSyntheticLambda0;-><init>()V

    invoke-static {v0}, Lcom/fieldnote/birding/data/Repo;->inMemory(Ljava/util/function/Function;)Lcom/fieldnote/birding/data/Repo;

    move-result-object v0

    iput-object v0, p0, Lcom/fieldnote/birding/trips/TripToolProvider;->tripSessions:Lcom/fieldnote/birding/data/Repo;

    return-void
.end method

.method static synthetic lambda$new$0(Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;)Ljava/lang/String;
    .registers 2

    .line 49
    iget-object v0, p0, Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;->token:Ljava/lang/String;

    return-object v0
.end method

.method static synthetic lambda$openLedger$1(Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;)Ljava/lang/String;
    .registers 2

    .line 83
    iget-object v0, p0, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;->key:Ljava/lang/String;

    return-object v0
.end method


# virtual methods
.method protected description()Ljava/lang/String;
    .registers 2

    .line 64
    const-string v0, "Field trips of your bird club: finding them, joining them, and cancelling the ones you organise"

    return-object v0
.end method

.method protected bridge synthetic exchange(ILjava/lang/String;)Lcom/fieldnote/birding/cetp/Exchange;
    .registers 4

    .line 19
    invoke-virtual {p0, p1, p2}, Lcom/fieldnote/birding/trips/TripToolProvider;->exchange(ILjava/lang/String;)Lcom/fieldnote/birding/trips/TripToolProvider$TripExchange;

    move-result-object v0

    return-object v0
.end method

.method protected exchange(ILjava/lang/String;)Lcom/fieldnote/birding/trips/TripToolProvider$TripExchange;
    .registers 4

    .line 98
    new-instance v0, Lcom/fieldnote/birding/trips/TripToolProvider$TripExchange;

    invoke-direct {v0, p0, p1, p2}, Lcom/fieldnote/birding/trips/TripToolProvider$TripExchange;-><init>(Lcom/fieldnote/birding/trips/TripToolProvider;ILjava/lang/String;)V

    return-object v0
.end method

.method protected openLedger(Lcom/fieldnote/birding/data/BirdingDb;)Lcom/fieldnote/birding/data/Repo;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/fieldnote/birding/data/BirdingDb;",
            ")",
            "Lcom/fieldnote/birding/data/Repo<",
            "Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 83
    new-instance v0, Lcom/fieldnote/birding/trips/TripToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0}, Lcom/fieldnote/birding/trips/TripToolProvider$$ExternalSyntheticLambda1;-><init>()V

    invoke-static {v0}, Lcom/fieldnote/birding/data/Repo;->inMemory(Ljava/util/function/Function;)Lcom/fieldnote/birding/data/Repo;

    move-result-object v0

    return-object v0
.end method

.method protected bridge synthetic openSession(Ljava/lang/String;IJ)Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;
    .registers 6

    .line 19
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/fieldnote/birding/trips/TripToolProvider;->openSession(Ljava/lang/String;IJ)Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;

    move-result-object v0

    return-object v0
.end method

.method protected openSession(Ljava/lang/String;IJ)Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;
    .registers 13

    .line 103
    new-instance v7, Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;

    iget-object v6, p0, Lcom/fieldnote/birding/trips/TripToolProvider;->club:Lcom/fieldnote/birding/trips/ClubClient;

    invoke-virtual {v6}, Lcom/fieldnote/birding/trips/ClubClient;->memberId()Ljava/lang/String;

    move-result-object v6

    move-object v1, v7

    move-object v2, p1

    move v3, p2

    move-wide v4, p3

    invoke-direct/range {v1 .. v6}, Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;-><init>(Ljava/lang/String;IJLjava/lang/String;)V

    .line 104
    iget-object v0, p0, Lcom/fieldnote/birding/trips/TripToolProvider;->tripSessions:Lcom/fieldnote/birding/data/Repo;

    invoke-virtual {v0, v7}, Lcom/fieldnote/birding/data/Repo;->save(Ljava/lang/Object;)Ljava/lang/Object;

    .line 105
    return-object v7
.end method

.method public providerId()Ljava/lang/String;
    .registers 2

    .line 54
    const-string v0, "com.fieldnote.birding.trips"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 59
    const-string v0, "Fieldnote club trips"

    return-object v0
.end method

.method protected register(Lcom/fieldnote/birding/cetp/Registry;Lcom/fieldnote/birding/data/BirdingDb;)V
    .registers 8

    .line 88
    new-instance v1, Lcom/fieldnote/birding/trips/ClubClient;

    invoke-virtual {p0}, Lcom/fieldnote/birding/trips/TripToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/fieldnote/birding/trips/ClubClient;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/fieldnote/birding/trips/TripToolProvider;->club:Lcom/fieldnote/birding/trips/ClubClient;

    .line 89
    new-instance v4, Lcom/fieldnote/birding/data/TripRepo;

    invoke-direct {v4, p2}, Lcom/fieldnote/birding/data/TripRepo;-><init>(Landroid/database/sqlite/SQLiteOpenHelper;)V

    .line 90
    new-instance v1, Lcom/fieldnote/birding/trips/TripTools$ListTrips;

    iget-object v3, p0, Lcom/fieldnote/birding/trips/TripToolProvider;->club:Lcom/fieldnote/birding/trips/ClubClient;

    invoke-direct {v1, v4, v3}, Lcom/fieldnote/birding/trips/TripTools$ListTrips;-><init>(Lcom/fieldnote/birding/data/TripRepo;Lcom/fieldnote/birding/trips/ClubClient;)V

    invoke-virtual {p1, v1}, Lcom/fieldnote/birding/cetp/Registry;->add(Lcom/fieldnote/birding/cetp/ToolHandler;)Lcom/fieldnote/birding/cetp/Registry;

    move-result-object v0

    new-instance v1, Lcom/fieldnote/birding/trips/TripTools$FindTrips;

    iget-object v3, p0, Lcom/fieldnote/birding/trips/TripToolProvider;->club:Lcom/fieldnote/birding/trips/ClubClient;

    invoke-direct {v1, v4, v3}, Lcom/fieldnote/birding/trips/TripTools$FindTrips;-><init>(Lcom/fieldnote/birding/data/TripRepo;Lcom/fieldnote/birding/trips/ClubClient;)V

    .line 91
    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/cetp/Registry;->add(Lcom/fieldnote/birding/cetp/ToolHandler;)Lcom/fieldnote/birding/cetp/Registry;

    move-result-object v0

    new-instance v1, Lcom/fieldnote/birding/trips/TripTools$JoinTrip;

    iget-object v3, p0, Lcom/fieldnote/birding/trips/TripToolProvider;->club:Lcom/fieldnote/birding/trips/ClubClient;

    invoke-direct {v1, v4, v3}, Lcom/fieldnote/birding/trips/TripTools$JoinTrip;-><init>(Lcom/fieldnote/birding/data/TripRepo;Lcom/fieldnote/birding/trips/ClubClient;)V

    .line 92
    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/cetp/Registry;->add(Lcom/fieldnote/birding/cetp/ToolHandler;)Lcom/fieldnote/birding/cetp/Registry;

    move-result-object v0

    new-instance v1, Lcom/fieldnote/birding/trips/TripTools$CancelTrip;

    invoke-direct {v1, v4}, Lcom/fieldnote/birding/trips/TripTools$CancelTrip;-><init>(Lcom/fieldnote/birding/data/TripRepo;)V

    .line 93
    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/cetp/Registry;->add(Lcom/fieldnote/birding/cetp/ToolHandler;)Lcom/fieldnote/birding/cetp/Registry;

    .line 94
    return-void
.end method

.method protected revision()Ljava/lang/String;
    .registers 2

    .line 69
    const-string v0, "trips-5"

    return-object v0
.end method

.method protected scopes()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 74
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 75
    const-string v1, "trips.read"

    const-string v2, "See club trips"

    const-string v3, "Read upcoming trips and which ones you joined"

    const-string v4, "read"

    invoke-static {v1, v2, v3, v4}, Lcom/fieldnote/birding/trips/TripToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 76
    const-string v1, "trips.write"

    const-string v2, "Join and cancel trips"

    const-string v3, "Sign you up for trips and cancel trips you organise"

    const-string v4, "write"

    invoke-static {v1, v2, v3, v4}, Lcom/fieldnote/birding/trips/TripToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 74
    return-object v0
.end method

.method protected bridge synthetic session(Ljava/lang/String;I)Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;
    .registers 4

    .line 19
    invoke-virtual {p0, p1, p2}, Lcom/fieldnote/birding/trips/TripToolProvider;->session(Ljava/lang/String;I)Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;

    move-result-object v0

    return-object v0
.end method

.method protected session(Ljava/lang/String;I)Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;
    .registers 7

    .line 111
    iget-object v0, p0, Lcom/fieldnote/birding/trips/TripToolProvider;->tripSessions:Lcom/fieldnote/birding/data/Repo;

    invoke-virtual {v0, p1}, Lcom/fieldnote/birding/data/Repo;->findById(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;

    move-object v3, v0

    .line 112
    if-eqz v3, :cond_0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-virtual {v3, v1, v2}, Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;->expired(J)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, v3, Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;->memberId:Ljava/lang/String;

    iget-object v1, p0, Lcom/fieldnote/birding/trips/TripToolProvider;->club:Lcom/fieldnote/birding/trips/ClubClient;

    invoke-virtual {v1}, Lcom/fieldnote/birding/trips/ClubClient;->memberId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Ljava/util/Objects;->equals(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 113
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 115
    :cond_1
    return-object v3
.end method
