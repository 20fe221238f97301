.class public final Lcom/fieldnote/birding/trips/TripTools$ListTrips;
.super Lcom/fieldnote/birding/cetp/ToolHandler;
.source "TripTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/trips/TripTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "ListTrips"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/fieldnote/birding/cetp/ToolHandler<",
        "Lcom/fieldnote/birding/trips/TripTools$ListArgs;",
        "Lcom/fieldnote/birding/trips/TripTools$TripList;",
        ">;"
    }
.end annotation


# instance fields
.field private final club:Lcom/fieldnote/birding/trips/ClubClient;

.field private final trips:Lcom/fieldnote/birding/data/TripRepo;


# direct methods
.method constructor <init>(Lcom/fieldnote/birding/data/TripRepo;Lcom/fieldnote/birding/trips/ClubClient;)V
    .registers 9

    .line 134
    new-instance v1, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    const-string v3, "list_trips"

    const-string v4, "List club trips"

    const-string v5, "Upcoming field trips of the bird club, and whether you joined them"

    invoke-direct {v1, v3, v4, v5}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "trips.read"

    aput-object v5, v2, v4

    .line 135
    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->scopes([Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    .line 134
    const-class v0, Lcom/fieldnote/birding/trips/TripTools$ListArgs;

    invoke-direct {p0, v0, v1}, Lcom/fieldnote/birding/cetp/ToolHandler;-><init>(Ljava/lang/Class;Lcom/fieldnote/birding/cetp/ToolHandler$Spec;)V

    .line 136
    iput-object p1, p0, Lcom/fieldnote/birding/trips/TripTools$ListTrips;->trips:Lcom/fieldnote/birding/data/TripRepo;

    .line 137
    iput-object p2, p0, Lcom/fieldnote/birding/trips/TripTools$ListTrips;->club:Lcom/fieldnote/birding/trips/ClubClient;

    .line 138
    return-void
.end method


# virtual methods
.method protected bridge synthetic handle(Lcom/fieldnote/birding/cetp/ToolArgs;)Lcom/fieldnote/birding/cetp/ToolResult;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/fieldnote/birding/cetp/ToolException;
        }
    .end annotation

    .line 129
    check-cast p1, Lcom/fieldnote/birding/trips/TripTools$ListArgs;

    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/trips/TripTools$ListTrips;->handle(Lcom/fieldnote/birding/trips/TripTools$ListArgs;)Lcom/fieldnote/birding/trips/TripTools$TripList;

    move-result-object v0

    return-object v0
.end method

.method protected handle(Lcom/fieldnote/birding/trips/TripTools$ListArgs;)Lcom/fieldnote/birding/trips/TripTools$TripList;
    .registers 6

    .line 152
    new-instance v0, Lcom/fieldnote/birding/trips/TripTools$TripList;

    iget-object v1, p0, Lcom/fieldnote/birding/trips/TripTools$ListTrips;->trips:Lcom/fieldnote/birding/data/TripRepo;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-virtual {v1, v2, v3}, Lcom/fieldnote/birding/data/TripRepo;->upcoming(J)Ljava/util/List;

    move-result-object v1

    iget-object v2, p0, Lcom/fieldnote/birding/trips/TripTools$ListTrips;->club:Lcom/fieldnote/birding/trips/ClubClient;

    invoke-virtual {p1}, Lcom/fieldnote/birding/trips/TripTools$ListArgs;->callerUid()I

    move-result v3

    invoke-virtual {v2, v3}, Lcom/fieldnote/birding/trips/ClubClient;->joinedTrips(I)Ljava/util/Set;

    move-result-object v2

    invoke-direct {v0, v1, v2}, Lcom/fieldnote/birding/trips/TripTools$TripList;-><init>(Ljava/util/List;Ljava/util/Set;)V

    return-object v0
.end method

.method protected inputSchema()Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 142
    const-string v0, "{\'type\':\'object\',\'properties\':{},\'additionalProperties\':false}"

    invoke-static {v0}, Lcom/fieldnote/birding/trips/TripTools$ListTrips;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method protected outputSchema()Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 147
    const-string v0, "{\'type\':\'object\',\'properties\':{\'trips\':{\'type\':\'array\',\'items\':{\'type\':\'object\',\'properties\':{\'trip_id\':{\'type\':\'integer\'},\'place\':{\'type\':\'string\'},\'starts_at_ms\':{\'type\':\'integer\'},\'leader\':{\'type\':\'string\'},\'spots\':{\'type\':\'integer\'},\'joined\':{\'type\':\'boolean\'}},\'required\':[\'trip_id\',\'place\',\'starts_at_ms\']}}},\'required\':[\'trips\']}"

    invoke-static {v0}, Lcom/fieldnote/birding/trips/TripTools$ListTrips;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
