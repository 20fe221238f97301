.class public final Lcom/fieldnote/birding/trips/TripTools$FindTrips;
.super Lcom/fieldnote/birding/cetp/ToolHandler;
.source "TripTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/trips/TripTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "FindTrips"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/fieldnote/birding/cetp/ToolHandler<",
        "Lcom/fieldnote/birding/trips/TripTools$FindArgs;",
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

    .line 161
    new-instance v1, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    const-string v3, "find_trips"

    const-string v4, "Find club trips"

    const-string v5, "Upcoming field trips whose place mentions the given text"

    invoke-direct {v1, v3, v4, v5}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "trips.read"

    aput-object v5, v2, v4

    .line 162
    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->scopes([Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    .line 161
    const-class v0, Lcom/fieldnote/birding/trips/TripTools$FindArgs;

    invoke-direct {p0, v0, v1}, Lcom/fieldnote/birding/cetp/ToolHandler;-><init>(Ljava/lang/Class;Lcom/fieldnote/birding/cetp/ToolHandler$Spec;)V

    .line 163
    iput-object p1, p0, Lcom/fieldnote/birding/trips/TripTools$FindTrips;->trips:Lcom/fieldnote/birding/data/TripRepo;

    .line 164
    iput-object p2, p0, Lcom/fieldnote/birding/trips/TripTools$FindTrips;->club:Lcom/fieldnote/birding/trips/ClubClient;

    .line 165
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

    .line 156
    check-cast p1, Lcom/fieldnote/birding/trips/TripTools$FindArgs;

    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/trips/TripTools$FindTrips;->handle(Lcom/fieldnote/birding/trips/TripTools$FindArgs;)Lcom/fieldnote/birding/trips/TripTools$TripList;

    move-result-object v0

    return-object v0
.end method

.method protected handle(Lcom/fieldnote/birding/trips/TripTools$FindArgs;)Lcom/fieldnote/birding/trips/TripTools$TripList;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/fieldnote/birding/cetp/ToolException;
        }
    .end annotation

    .line 180
    iget-object v0, p1, Lcom/fieldnote/birding/trips/TripTools$FindArgs;->place:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v6

    .line 181
    invoke-virtual {v6}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v6}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x64

    if-le v0, v1, :cond_1

    .line 182
    :cond_0
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException;

    const-string v2, "INVALID_ARGS"

    const-string v3, "place must be 1 to 100 characters"

    const/4 v4, 0x0

    invoke-direct {v0, v2, v3, v4}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    throw v0

    .line 184
    :cond_1
    new-instance v0, Lcom/fieldnote/birding/trips/TripTools$TripList;

    iget-object v2, p0, Lcom/fieldnote/birding/trips/TripTools$FindTrips;->trips:Lcom/fieldnote/birding/data/TripRepo;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    invoke-virtual {v2, v6, v4, v5}, Lcom/fieldnote/birding/data/TripRepo;->byPlace(Ljava/lang/String;J)Ljava/util/List;

    move-result-object v2

    iget-object v3, p0, Lcom/fieldnote/birding/trips/TripTools$FindTrips;->club:Lcom/fieldnote/birding/trips/ClubClient;

    invoke-virtual {p1}, Lcom/fieldnote/birding/trips/TripTools$FindArgs;->callerUid()I

    move-result v4

    invoke-virtual {v3, v4}, Lcom/fieldnote/birding/trips/ClubClient;->joinedTrips(I)Ljava/util/Set;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lcom/fieldnote/birding/trips/TripTools$TripList;-><init>(Ljava/util/List;Ljava/util/Set;)V

    return-object v0
.end method

.method protected inputSchema()Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 169
    const-string v0, "{\'type\':\'object\',\'properties\':{\'place\':{\'type\':\'string\',\'minLength\':1,\'maxLength\':100}},\'required\':[\'place\'],\'additionalProperties\':false}"

    invoke-static {v0}, Lcom/fieldnote/birding/trips/TripTools$FindTrips;->json(Ljava/lang/String;)Lorg/json/JSONObject;

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

    .line 175
    const-string v0, "{\'type\':\'object\',\'properties\':{\'trips\':{\'type\':\'array\',\'items\':{\'type\':\'object\',\'properties\':{\'trip_id\':{\'type\':\'integer\'},\'place\':{\'type\':\'string\'},\'starts_at_ms\':{\'type\':\'integer\'},\'leader\':{\'type\':\'string\'},\'spots\':{\'type\':\'integer\'},\'joined\':{\'type\':\'boolean\'}},\'required\':[\'trip_id\',\'place\',\'starts_at_ms\']}}},\'required\':[\'trips\']}"

    invoke-static {v0}, Lcom/fieldnote/birding/trips/TripTools$FindTrips;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
