.class public final Lcom/fieldnote/birding/trips/TripTools$CancelTrip;
.super Lcom/fieldnote/birding/cetp/ToolHandler;
.source "TripTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/trips/TripTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "CancelTrip"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/fieldnote/birding/cetp/ToolHandler<",
        "Lcom/fieldnote/birding/trips/TripTools$CancelArgs;",
        "Lcom/fieldnote/birding/trips/TripTools$Cancelled;",
        ">;"
    }
.end annotation


# instance fields
.field private final trips:Lcom/fieldnote/birding/data/TripRepo;


# direct methods
.method constructor <init>(Lcom/fieldnote/birding/data/TripRepo;)V
    .registers 8

    .line 229
    new-instance v1, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    const-string v3, "cancel_trip"

    const-string v4, "Cancel a club trip"

    const-string v5, "Cancels a trip you organised and tells everyone who joined"

    invoke-direct {v1, v3, v4, v5}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 230
    const-string v2, "delete"

    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->effect(Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    const-string v2, "high"

    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->risk(Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    .line 231
    const-string v2, "always"

    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->confirmation(Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->destructive()Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "trips.write"

    aput-object v5, v2, v4

    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->scopes([Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    .line 229
    const-class v0, Lcom/fieldnote/birding/trips/TripTools$CancelArgs;

    invoke-direct {p0, v0, v1}, Lcom/fieldnote/birding/cetp/ToolHandler;-><init>(Ljava/lang/Class;Lcom/fieldnote/birding/cetp/ToolHandler$Spec;)V

    .line 232
    iput-object p1, p0, Lcom/fieldnote/birding/trips/TripTools$CancelTrip;->trips:Lcom/fieldnote/birding/data/TripRepo;

    .line 233
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

    .line 225
    check-cast p1, Lcom/fieldnote/birding/trips/TripTools$CancelArgs;

    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/trips/TripTools$CancelTrip;->handle(Lcom/fieldnote/birding/trips/TripTools$CancelArgs;)Lcom/fieldnote/birding/trips/TripTools$Cancelled;

    move-result-object v0

    return-object v0
.end method

.method protected handle(Lcom/fieldnote/birding/trips/TripTools$CancelArgs;)Lcom/fieldnote/birding/trips/TripTools$Cancelled;
    .registers 6

    .line 271
    iget-object v0, p0, Lcom/fieldnote/birding/trips/TripTools$CancelTrip;->trips:Lcom/fieldnote/birding/data/TripRepo;

    iget-object v1, p1, Lcom/fieldnote/birding/trips/TripTools$CancelArgs;->trip:Lcom/fieldnote/birding/data/TripRepo$Trip;

    invoke-virtual {v1}, Lcom/fieldnote/birding/data/TripRepo$Trip;->asCancelled()Lcom/fieldnote/birding/data/TripRepo$Trip;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/data/TripRepo;->save(Ljava/lang/Object;)Ljava/lang/Object;

    .line 272
    new-instance v0, Lcom/fieldnote/birding/trips/TripTools$Cancelled;

    iget-object v2, p1, Lcom/fieldnote/birding/trips/TripTools$CancelArgs;->trip:Lcom/fieldnote/birding/data/TripRepo$Trip;

    iget-wide v2, v2, Lcom/fieldnote/birding/data/TripRepo$Trip;->id:J

    invoke-direct {v0, v2, v3}, Lcom/fieldnote/birding/trips/TripTools$Cancelled;-><init>(J)V

    return-object v0
.end method

.method protected inputSchema()Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 237
    const-string v0, "{\'type\':\'object\',\'properties\':{\'trip_id\':{\'type\':\'integer\'}},\'required\':[\'trip_id\'],\'additionalProperties\':false}"

    invoke-static {v0}, Lcom/fieldnote/birding/trips/TripTools$CancelTrip;->json(Ljava/lang/String;)Lorg/json/JSONObject;

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

    .line 243
    const-string v0, "{\'type\':\'object\',\'properties\':{\'trip_id\':{\'type\':\'integer\'},\'cancelled\':{\'type\':\'boolean\'}},\'required\':[\'trip_id\',\'cancelled\']}"

    invoke-static {v0}, Lcom/fieldnote/birding/trips/TripTools$CancelTrip;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic run(Lcom/fieldnote/birding/cetp/Call;Lcom/fieldnote/birding/cetp/ToolArgs;)Lcom/fieldnote/birding/cetp/ToolResult;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/fieldnote/birding/cetp/ToolException;
        }
    .end annotation

    .line 225
    check-cast p2, Lcom/fieldnote/birding/trips/TripTools$CancelArgs;

    invoke-virtual {p0, p1, p2}, Lcom/fieldnote/birding/trips/TripTools$CancelTrip;->run(Lcom/fieldnote/birding/cetp/Call;Lcom/fieldnote/birding/trips/TripTools$CancelArgs;)Lcom/fieldnote/birding/trips/TripTools$Cancelled;

    move-result-object v0

    return-object v0
.end method

.method public run(Lcom/fieldnote/birding/cetp/Call;Lcom/fieldnote/birding/trips/TripTools$CancelArgs;)Lcom/fieldnote/birding/trips/TripTools$Cancelled;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/fieldnote/birding/cetp/ToolException;
        }
    .end annotation

    .line 250
    iget-object v0, p0, Lcom/fieldnote/birding/trips/TripTools$CancelTrip;->trips:Lcom/fieldnote/birding/data/TripRepo;

    iget-wide v1, p2, Lcom/fieldnote/birding/trips/TripTools$CancelArgs;->tripId:J

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/data/TripRepo;->findById(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fieldnote/birding/data/TripRepo$Trip;

    move-object v5, v0

    .line 251
    if-eqz v5, :cond_0

    iget-boolean v0, v5, Lcom/fieldnote/birding/data/TripRepo$Trip;->cancelled:Z

    if-eqz v0, :cond_1

    .line 252
    :cond_0
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException;

    const-string v2, "INVALID_ARGS"

    const-string v3, "No upcoming trip has this id"

    const/4 v4, 0x0

    invoke-direct {v0, v2, v3, v4}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    throw v0

    .line 254
    :cond_1
    invoke-virtual {p2}, Lcom/fieldnote/birding/trips/TripTools$CancelArgs;->callerPackage()Ljava/lang/String;

    move-result-object v6

    .line 255
    if-eqz v6, :cond_2

    iget-object v1, v5, Lcom/fieldnote/birding/data/TripRepo$Trip;->organizer:Ljava/lang/String;

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 256
    :cond_2
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException;

    const-string v2, "PERMISSION_DENIED"

    const-string v3, "Only the app that organised a trip may cancel it"

    const/4 v4, 0x0

    invoke-direct {v0, v2, v3, v4}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    throw v0

    .line 258
    :cond_3
    iput-object v5, p2, Lcom/fieldnote/birding/trips/TripTools$CancelArgs;->trip:Lcom/fieldnote/birding/data/TripRepo$Trip;

    .line 259
    invoke-super {p0, p1, p2}, Lcom/fieldnote/birding/cetp/ToolHandler;->run(Lcom/fieldnote/birding/cetp/Call;Lcom/fieldnote/birding/cetp/ToolArgs;)Lcom/fieldnote/birding/cetp/ToolResult;

    move-result-object v0

    check-cast v0, Lcom/fieldnote/birding/trips/TripTools$Cancelled;

    return-object v0
.end method

.method protected bridge synthetic summarize(Lcom/fieldnote/birding/cetp/ToolArgs;)Ljava/lang/String;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/fieldnote/birding/cetp/ToolException;
        }
    .end annotation

    .line 225
    check-cast p1, Lcom/fieldnote/birding/trips/TripTools$CancelArgs;

    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/trips/TripTools$CancelTrip;->summarize(Lcom/fieldnote/birding/trips/TripTools$CancelArgs;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected summarize(Lcom/fieldnote/birding/trips/TripTools$CancelArgs;)Ljava/lang/String;
    .registers 6

    .line 264
    iget-object v0, p1, Lcom/fieldnote/birding/trips/TripTools$CancelArgs;->trip:Lcom/fieldnote/birding/data/TripRepo$Trip;

    iget-object v0, v0, Lcom/fieldnote/birding/data/TripRepo$Trip;->place:Ljava/lang/String;

    iget-object v1, p1, Lcom/fieldnote/birding/trips/TripTools$CancelArgs;->trip:Lcom/fieldnote/birding/data/TripRepo$Trip;

    iget-wide v1, v1, Lcom/fieldnote/birding/data/TripRepo$Trip;->startsAt:J

    .line 265
    invoke-static {v1, v2}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v1

    invoke-virtual {v1}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    const/16 v3, 0xa

    invoke-virtual {v1, v2, v3}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Cancel the club trip to "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " on "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "? Everyone who joined is told."

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    .line 264
    return-object v0
.end method
