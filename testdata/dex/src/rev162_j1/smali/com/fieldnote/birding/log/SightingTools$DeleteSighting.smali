.class public final Lcom/fieldnote/birding/log/SightingTools$DeleteSighting;
.super Lcom/fieldnote/birding/cetp/ToolHandler;
.source "SightingTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/log/SightingTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "DeleteSighting"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/fieldnote/birding/cetp/ToolHandler<",
        "Lcom/fieldnote/birding/log/SightingTools$DeleteArgs;",
        "Lcom/fieldnote/birding/log/SightingTools$Deleted;",
        ">;"
    }
.end annotation


# instance fields
.field private final sightings:Lcom/fieldnote/birding/data/SightingRepo;


# direct methods
.method constructor <init>(Lcom/fieldnote/birding/data/SightingRepo;)V
    .registers 8

    .line 301
    new-instance v1, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    const-string v3, "delete_sighting"

    const-string v4, "Delete a sighting"

    const-string v5, "Removes a sighting from the field log for good"

    invoke-direct {v1, v3, v4, v5}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 302
    const-string v2, "delete"

    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->effect(Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    const-string v2, "moderate"

    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->risk(Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    .line 303
    const-string v2, "always"

    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->confirmation(Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "sightings.write"

    aput-object v5, v2, v4

    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->scopes([Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    .line 301
    const-class v0, Lcom/fieldnote/birding/log/SightingTools$DeleteArgs;

    invoke-direct {p0, v0, v1}, Lcom/fieldnote/birding/cetp/ToolHandler;-><init>(Ljava/lang/Class;Lcom/fieldnote/birding/cetp/ToolHandler$Spec;)V

    .line 304
    iput-object p1, p0, Lcom/fieldnote/birding/log/SightingTools$DeleteSighting;->sightings:Lcom/fieldnote/birding/data/SightingRepo;

    .line 305
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

    .line 297
    check-cast p1, Lcom/fieldnote/birding/log/SightingTools$DeleteArgs;

    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/log/SightingTools$DeleteSighting;->handle(Lcom/fieldnote/birding/log/SightingTools$DeleteArgs;)Lcom/fieldnote/birding/log/SightingTools$Deleted;

    move-result-object v0

    return-object v0
.end method

.method protected handle(Lcom/fieldnote/birding/log/SightingTools$DeleteArgs;)Lcom/fieldnote/birding/log/SightingTools$Deleted;
    .registers 8

    .line 333
    new-instance v0, Lcom/fieldnote/birding/log/SightingTools$Deleted;

    iget-wide v1, p1, Lcom/fieldnote/birding/log/SightingTools$DeleteArgs;->sightingId:J

    iget-object v3, p0, Lcom/fieldnote/birding/log/SightingTools$DeleteSighting;->sightings:Lcom/fieldnote/birding/data/SightingRepo;

    iget-wide v4, p1, Lcom/fieldnote/birding/log/SightingTools$DeleteArgs;->sightingId:J

    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/fieldnote/birding/data/SightingRepo;->deleteById(Ljava/lang/Object;)Z

    move-result v3

    invoke-direct {v0, v1, v2, v3}, Lcom/fieldnote/birding/log/SightingTools$Deleted;-><init>(JZ)V

    return-object v0
.end method

.method protected inputSchema()Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 309
    const-string v0, "{\'type\':\'object\',\'properties\':{\'sighting_id\':{\'type\':\'integer\'}},\'required\':[\'sighting_id\'],\'additionalProperties\':false}"

    invoke-static {v0}, Lcom/fieldnote/birding/log/SightingTools$DeleteSighting;->json(Ljava/lang/String;)Lorg/json/JSONObject;

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

    .line 315
    const-string v0, "{\'type\':\'object\',\'properties\':{\'sighting_id\':{\'type\':\'integer\'},\'deleted\':{\'type\':\'boolean\'}},\'required\':[\'sighting_id\',\'deleted\']}"

    invoke-static {v0}, Lcom/fieldnote/birding/log/SightingTools$DeleteSighting;->json(Ljava/lang/String;)Lorg/json/JSONObject;

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

    .line 297
    check-cast p2, Lcom/fieldnote/birding/log/SightingTools$DeleteArgs;

    invoke-virtual {p0, p1, p2}, Lcom/fieldnote/birding/log/SightingTools$DeleteSighting;->run(Lcom/fieldnote/birding/cetp/Call;Lcom/fieldnote/birding/log/SightingTools$DeleteArgs;)Lcom/fieldnote/birding/log/SightingTools$Deleted;

    move-result-object v0

    return-object v0
.end method

.method public run(Lcom/fieldnote/birding/cetp/Call;Lcom/fieldnote/birding/log/SightingTools$DeleteArgs;)Lcom/fieldnote/birding/log/SightingTools$Deleted;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/fieldnote/birding/cetp/ToolException;
        }
    .end annotation

    .line 322
    iget-object v0, p0, Lcom/fieldnote/birding/log/SightingTools$DeleteSighting;->sightings:Lcom/fieldnote/birding/data/SightingRepo;

    iget-wide v1, p2, Lcom/fieldnote/birding/log/SightingTools$DeleteArgs;->sightingId:J

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/data/SightingRepo;->findById(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;

    move-object v6, v0

    .line 323
    if-nez v6, :cond_0

    .line 324
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException;

    const-string v2, "INVALID_ARGS"

    const-string v3, "No sighting has this id"

    const/4 v4, 0x0

    invoke-direct {v0, v2, v3, v4}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    throw v0

    .line 326
    :cond_0
    iget v1, v6, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->count:I

    iget-object v2, v6, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->species:Ljava/lang/String;

    iget-object v3, v6, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->place:Ljava/lang/String;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete your sighting of "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " at "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "? It cannot be undone."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v1, v4

    invoke-virtual {p1, v1}, Lcom/fieldnote/birding/cetp/Call;->requireApproval(Ljava/lang/String;)V

    .line 328
    invoke-virtual {p0, p2}, Lcom/fieldnote/birding/log/SightingTools$DeleteSighting;->handle(Lcom/fieldnote/birding/log/SightingTools$DeleteArgs;)Lcom/fieldnote/birding/log/SightingTools$Deleted;

    move-result-object v0

    return-object v0
.end method
