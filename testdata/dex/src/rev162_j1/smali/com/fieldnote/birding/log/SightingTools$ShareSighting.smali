.class public final Lcom/fieldnote/birding/log/SightingTools$ShareSighting;
.super Lcom/fieldnote/birding/cetp/ToolHandler;
.source "SightingTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/log/SightingTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "ShareSighting"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/fieldnote/birding/cetp/ToolHandler<",
        "Lcom/fieldnote/birding/log/SightingTools$ShareArgs;",
        "Lcom/fieldnote/birding/log/SightingTools$Shared;",
        ">;"
    }
.end annotation


# instance fields
.field private final sightings:Lcom/fieldnote/birding/data/SightingRepo;


# direct methods
.method constructor <init>(Lcom/fieldnote/birding/data/SightingRepo;)V
    .registers 8

    .line 264
    new-instance v1, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    const-string v3, "share_sighting"

    const-string v4, "Share a sighting"

    const-string v5, "Publishes a sighting to the bird club feed"

    invoke-direct {v1, v3, v4, v5}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 265
    const-string v2, "update"

    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->effect(Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "sightings.write"

    aput-object v5, v2, v4

    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->scopes([Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    .line 264
    const-class v0, Lcom/fieldnote/birding/log/SightingTools$ShareArgs;

    invoke-direct {p0, v0, v1}, Lcom/fieldnote/birding/cetp/ToolHandler;-><init>(Ljava/lang/Class;Lcom/fieldnote/birding/cetp/ToolHandler$Spec;)V

    .line 266
    iput-object p1, p0, Lcom/fieldnote/birding/log/SightingTools$ShareSighting;->sightings:Lcom/fieldnote/birding/data/SightingRepo;

    .line 267
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

    .line 260
    check-cast p1, Lcom/fieldnote/birding/log/SightingTools$ShareArgs;

    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/log/SightingTools$ShareSighting;->handle(Lcom/fieldnote/birding/log/SightingTools$ShareArgs;)Lcom/fieldnote/birding/log/SightingTools$Shared;

    move-result-object v0

    return-object v0
.end method

.method protected handle(Lcom/fieldnote/birding/log/SightingTools$ShareArgs;)Lcom/fieldnote/birding/log/SightingTools$Shared;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/fieldnote/birding/cetp/ToolException;
        }
    .end annotation

    .line 284
    iget-object v0, p0, Lcom/fieldnote/birding/log/SightingTools$ShareSighting;->sightings:Lcom/fieldnote/birding/data/SightingRepo;

    iget-wide v1, p1, Lcom/fieldnote/birding/log/SightingTools$ShareArgs;->sightingId:J

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/data/SightingRepo;->findById(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;

    move-object v5, v0

    .line 285
    if-nez v5, :cond_0

    .line 286
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException;

    const-string v2, "INVALID_ARGS"

    const-string v3, "No sighting has this id"

    const/4 v4, 0x0

    invoke-direct {v0, v2, v3, v4}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    throw v0

    .line 288
    :cond_0
    iget-object v0, p1, Lcom/fieldnote/birding/log/SightingTools$ShareArgs;->onBehalfOf:Ljava/lang/String;

    iget-object v1, v5, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->recordedBy:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 289
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException;

    const-string v2, "PERMISSION_DENIED"

    const-string v3, "Only the app that recorded a sighting may share it"

    const/4 v4, 0x0

    invoke-direct {v0, v2, v3, v4}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    throw v0

    .line 292
    :cond_1
    iget-object v0, p0, Lcom/fieldnote/birding/log/SightingTools$ShareSighting;->sightings:Lcom/fieldnote/birding/data/SightingRepo;

    invoke-virtual {v5}, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->asShared()Lcom/fieldnote/birding/data/SightingRepo$Sighting;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/data/SightingRepo;->save(Ljava/lang/Object;)Ljava/lang/Object;

    .line 293
    new-instance v0, Lcom/fieldnote/birding/log/SightingTools$Shared;

    iget-wide v2, v5, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->id:J

    invoke-direct {v0, v2, v3}, Lcom/fieldnote/birding/log/SightingTools$Shared;-><init>(J)V

    return-object v0
.end method

.method protected inputSchema()Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 271
    const-string v0, "{\'type\':\'object\',\'properties\':{\'sighting_id\':{\'type\':\'integer\'},\'caller_package\':{\'type\':\'string\',\'description\':\'Package of the app the sighting was recorded with\'}},\'required\':[\'sighting_id\',\'caller_package\'],\'additionalProperties\':false}"

    invoke-static {v0}, Lcom/fieldnote/birding/log/SightingTools$ShareSighting;->json(Ljava/lang/String;)Lorg/json/JSONObject;

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

    .line 278
    const-string v0, "{\'type\':\'object\',\'properties\':{\'sighting_id\':{\'type\':\'integer\'},\'shared\':{\'type\':\'boolean\'}},\'required\':[\'sighting_id\',\'shared\']}"

    invoke-static {v0}, Lcom/fieldnote/birding/log/SightingTools$ShareSighting;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
