.class public final Lcom/fieldnote/birding/log/SightingTools$RecordSighting;
.super Lcom/fieldnote/birding/cetp/ToolHandler;
.source "SightingTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/log/SightingTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "RecordSighting"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/fieldnote/birding/cetp/ToolHandler<",
        "Lcom/fieldnote/birding/log/SightingTools$RecordArgs;",
        "Lcom/fieldnote/birding/log/SightingTools$Saved;",
        ">;"
    }
.end annotation


# instance fields
.field private final sightings:Lcom/fieldnote/birding/data/SightingRepo;


# direct methods
.method constructor <init>(Lcom/fieldnote/birding/data/SightingRepo;)V
    .registers 8

    .line 229
    new-instance v1, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    const-string v3, "record_sighting"

    const-string v4, "Record a sighting"

    const-string v5, "Adds a sighting to the field log"

    invoke-direct {v1, v3, v4, v5}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 230
    const-string v2, "create"

    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->effect(Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "sightings.write"

    aput-object v5, v2, v4

    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->scopes([Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    .line 229
    const-class v0, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;

    invoke-direct {p0, v0, v1}, Lcom/fieldnote/birding/cetp/ToolHandler;-><init>(Ljava/lang/Class;Lcom/fieldnote/birding/cetp/ToolHandler$Spec;)V

    .line 231
    iput-object p1, p0, Lcom/fieldnote/birding/log/SightingTools$RecordSighting;->sightings:Lcom/fieldnote/birding/data/SightingRepo;

    .line 232
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
    check-cast p1, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;

    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/log/SightingTools$RecordSighting;->handle(Lcom/fieldnote/birding/log/SightingTools$RecordArgs;)Lcom/fieldnote/birding/log/SightingTools$Saved;

    move-result-object v0

    return-object v0
.end method

.method protected handle(Lcom/fieldnote/birding/log/SightingTools$RecordArgs;)Lcom/fieldnote/birding/log/SightingTools$Saved;
    .registers 20
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/fieldnote/birding/cetp/ToolException;
        }
    .end annotation

    .line 249
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;->species:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v13

    .line 250
    invoke-virtual {v13}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    move-object/from16 v0, p1

    iget v0, v0, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;->count:I

    const/4 v1, 0x1

    if-lt v0, v1, :cond_0

    move-object/from16 v0, p1

    iget v0, v0, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;->count:I

    const v1, 0x186a0

    if-le v0, v1, :cond_1

    .line 251
    :cond_0
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException;

    const-string v2, "INVALID_ARGS"

    const-string v3, "species is required and count must be 1 to 100000"

    const/4 v4, 0x0

    invoke-direct {v0, v2, v3, v4}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    throw v0

    .line 253
    :cond_1
    move-object/from16 v0, p1

    iget-wide v0, v0, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;->seenAt:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_2

    move-object/from16 v0, p1

    iget-wide v0, v0, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;->seenAt:J

    goto :goto_0

    :cond_2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    :goto_0
    move-wide v14, v0

    .line 254
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fieldnote/birding/log/SightingTools$RecordSighting;->sightings:Lcom/fieldnote/birding/data/SightingRepo;

    new-instance v1, Lcom/fieldnote/birding/data/SightingRepo$Sighting;

    move-object/from16 v6, p1

    iget v6, v6, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;->count:I

    move-object/from16 v7, p1

    iget-object v7, v7, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;->place:Ljava/lang/String;

    move-object/from16 v10, p1

    iget-object v10, v10, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;->notes:Ljava/lang/String;

    .line 255
    move-object/from16 v11, p1

    invoke-virtual {v11}, Lcom/fieldnote/birding/log/SightingTools$RecordArgs;->callerPackage()Ljava/lang/String;

    move-result-object v11

    move-object v2, v1

    const-wide/16 v3, 0x0

    move-object v5, v13

    move-wide v8, v14

    const/4 v12, 0x0

    invoke-direct/range {v2 .. v12}, Lcom/fieldnote/birding/data/SightingRepo$Sighting;-><init>(JLjava/lang/String;ILjava/lang/String;JLjava/lang/String;Ljava/lang/String;Z)V

    .line 254
    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/data/SightingRepo;->save(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Long;

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v16

    .line 256
    new-instance v0, Lcom/fieldnote/birding/log/SightingTools$Saved;

    move-wide/from16 v2, v16

    invoke-direct {v0, v2, v3}, Lcom/fieldnote/birding/log/SightingTools$Saved;-><init>(J)V

    return-object v0
.end method

.method protected inputSchema()Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 236
    const-string v0, "{\'type\':\'object\',\'properties\':{\'species\':{\'type\':\'string\',\'minLength\':1,\'maxLength\':100},\'count\':{\'type\':\'integer\',\'minimum\':1,\'maximum\':100000},\'place\':{\'type\':\'string\',\'maxLength\':200},\'seen_at_ms\':{\'type\':\'integer\',\'minimum\':0},\'notes\':{\'type\':\'string\',\'maxLength\':2000}},\'required\':[\'species\',\'count\'],\'additionalProperties\':false}"

    invoke-static {v0}, Lcom/fieldnote/birding/log/SightingTools$RecordSighting;->json(Ljava/lang/String;)Lorg/json/JSONObject;

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

    .line 244
    const-string v0, "{\'type\':\'object\',\'properties\':{\'sighting_id\':{\'type\':\'integer\'}},\'required\':[\'sighting_id\']}"

    invoke-static {v0}, Lcom/fieldnote/birding/log/SightingTools$RecordSighting;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
