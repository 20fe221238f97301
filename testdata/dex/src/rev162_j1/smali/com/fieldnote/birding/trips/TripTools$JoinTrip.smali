.class public final Lcom/fieldnote/birding/trips/TripTools$JoinTrip;
.super Lcom/fieldnote/birding/cetp/ToolHandler;
.source "TripTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/trips/TripTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "JoinTrip"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/fieldnote/birding/cetp/ToolHandler<",
        "Lcom/fieldnote/birding/trips/TripTools$JoinArgs;",
        "Lcom/fieldnote/birding/trips/TripTools$Joined;",
        ">;"
    }
.end annotation


# instance fields
.field private final club:Lcom/fieldnote/birding/trips/ClubClient;

.field private final trips:Lcom/fieldnote/birding/data/TripRepo;


# direct methods
.method constructor <init>(Lcom/fieldnote/birding/data/TripRepo;Lcom/fieldnote/birding/trips/ClubClient;)V
    .registers 9

    .line 193
    new-instance v1, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    const-string v3, "join_trip"

    const-string v4, "Join a club trip"

    const-string v5, "Signs you up for an upcoming field trip"

    invoke-direct {v1, v3, v4, v5}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 194
    const-string v2, "create"

    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->effect(Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "trips.write"

    aput-object v5, v2, v4

    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->scopes([Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    .line 193
    const-class v0, Lcom/fieldnote/birding/trips/TripTools$JoinArgs;

    invoke-direct {p0, v0, v1}, Lcom/fieldnote/birding/cetp/ToolHandler;-><init>(Ljava/lang/Class;Lcom/fieldnote/birding/cetp/ToolHandler$Spec;)V

    .line 195
    iput-object p1, p0, Lcom/fieldnote/birding/trips/TripTools$JoinTrip;->trips:Lcom/fieldnote/birding/data/TripRepo;

    .line 196
    iput-object p2, p0, Lcom/fieldnote/birding/trips/TripTools$JoinTrip;->club:Lcom/fieldnote/birding/trips/ClubClient;

    .line 197
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

    .line 188
    check-cast p1, Lcom/fieldnote/birding/trips/TripTools$JoinArgs;

    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/trips/TripTools$JoinTrip;->handle(Lcom/fieldnote/birding/trips/TripTools$JoinArgs;)Lcom/fieldnote/birding/trips/TripTools$Joined;

    move-result-object v0

    return-object v0
.end method

.method protected handle(Lcom/fieldnote/birding/trips/TripTools$JoinArgs;)Lcom/fieldnote/birding/trips/TripTools$Joined;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/fieldnote/birding/cetp/ToolException;
        }
    .end annotation

    .line 213
    iget-object v0, p0, Lcom/fieldnote/birding/trips/TripTools$JoinTrip;->club:Lcom/fieldnote/birding/trips/ClubClient;

    invoke-virtual {v0}, Lcom/fieldnote/birding/trips/ClubClient;->memberId()Ljava/lang/String;

    move-result-object v7

    .line 214
    if-nez v7, :cond_0

    .line 215
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException$NeedsSignIn;

    const-string v2, "Sign in to your bird club to join its trips"

    invoke-direct {v0, v2}, Lcom/fieldnote/birding/cetp/ToolException$NeedsSignIn;-><init>(Ljava/lang/String;)V

    throw v0

    .line 217
    :cond_0
    iget-object v0, p0, Lcom/fieldnote/birding/trips/TripTools$JoinTrip;->trips:Lcom/fieldnote/birding/data/TripRepo;

    iget-wide v1, p1, Lcom/fieldnote/birding/trips/TripTools$JoinArgs;->tripId:J

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/data/TripRepo;->findById(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fieldnote/birding/data/TripRepo$Trip;

    move-object v8, v0

    .line 218
    if-eqz v8, :cond_1

    iget-boolean v0, v8, Lcom/fieldnote/birding/data/TripRepo$Trip;->cancelled:Z

    if-nez v0, :cond_1

    iget-wide v0, v8, Lcom/fieldnote/birding/data/TripRepo$Trip;->startsAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_2

    .line 219
    :cond_1
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException;

    const-string v2, "INVALID_ARGS"

    const-string v3, "No upcoming trip has this id"

    const/4 v4, 0x0

    invoke-direct {v0, v2, v3, v4}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    throw v0

    .line 221
    :cond_2
    new-instance v0, Lcom/fieldnote/birding/trips/TripTools$Joined;

    iget-wide v2, v8, Lcom/fieldnote/birding/data/TripRepo$Trip;->id:J

    iget-object v4, p0, Lcom/fieldnote/birding/trips/TripTools$JoinTrip;->club:Lcom/fieldnote/birding/trips/ClubClient;

    iget-wide v5, v8, Lcom/fieldnote/birding/data/TripRepo$Trip;->id:J

    invoke-virtual {v4, v5, v6, v7}, Lcom/fieldnote/birding/trips/ClubClient;->join(JLjava/lang/String;)J

    move-result-wide v4

    invoke-direct {v0, v2, v3, v4, v5}, Lcom/fieldnote/birding/trips/TripTools$Joined;-><init>(JJ)V

    return-object v0
.end method

.method protected inputSchema()Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 201
    const-string v0, "{\'type\':\'object\',\'properties\':{\'trip_id\':{\'type\':\'integer\'}},\'required\':[\'trip_id\'],\'additionalProperties\':false}"

    invoke-static {v0}, Lcom/fieldnote/birding/trips/TripTools$JoinTrip;->json(Ljava/lang/String;)Lorg/json/JSONObject;

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

    .line 207
    const-string v0, "{\'type\':\'object\',\'properties\':{\'trip_id\':{\'type\':\'integer\'},\'sign_up_id\':{\'type\':\'integer\'}},\'required\':[\'trip_id\',\'sign_up_id\']}"

    invoke-static {v0}, Lcom/fieldnote/birding/trips/TripTools$JoinTrip;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
