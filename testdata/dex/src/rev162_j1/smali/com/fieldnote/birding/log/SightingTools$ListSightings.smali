.class public final Lcom/fieldnote/birding/log/SightingTools$ListSightings;
.super Lcom/fieldnote/birding/cetp/ToolHandler;
.source "SightingTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/log/SightingTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "ListSightings"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/fieldnote/birding/cetp/ToolHandler<",
        "Lcom/fieldnote/birding/log/SightingTools$ListArgs;",
        "Lcom/fieldnote/birding/log/SightingTools$SightingList;",
        ">;"
    }
.end annotation


# instance fields
.field private final sightings:Lcom/fieldnote/birding/data/SightingRepo;


# direct methods
.method constructor <init>(Lcom/fieldnote/birding/data/SightingRepo;)V
    .registers 8

    .line 171
    new-instance v1, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    const-string v3, "list_sightings"

    const-string v4, "List sightings"

    const-string v5, "Your most recent sightings, newest first, optionally of one species"

    invoke-direct {v1, v3, v4, v5}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "sightings.read"

    aput-object v5, v2, v4

    .line 172
    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->scopes([Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    .line 171
    const-class v0, Lcom/fieldnote/birding/log/SightingTools$ListArgs;

    invoke-direct {p0, v0, v1}, Lcom/fieldnote/birding/cetp/ToolHandler;-><init>(Ljava/lang/Class;Lcom/fieldnote/birding/cetp/ToolHandler$Spec;)V

    .line 173
    iput-object p1, p0, Lcom/fieldnote/birding/log/SightingTools$ListSightings;->sightings:Lcom/fieldnote/birding/data/SightingRepo;

    .line 174
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

    .line 167
    check-cast p1, Lcom/fieldnote/birding/log/SightingTools$ListArgs;

    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/log/SightingTools$ListSightings;->handle(Lcom/fieldnote/birding/log/SightingTools$ListArgs;)Lcom/fieldnote/birding/log/SightingTools$SightingList;

    move-result-object v0

    return-object v0
.end method

.method protected handle(Lcom/fieldnote/birding/log/SightingTools$ListArgs;)Lcom/fieldnote/birding/log/SightingTools$SightingList;
    .registers 9

    .line 189
    iget-object v0, p1, Lcom/fieldnote/birding/log/SightingTools$ListArgs;->species:Ljava/lang/String;

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/fieldnote/birding/log/SightingTools$ListSightings;->sightings:Lcom/fieldnote/birding/data/SightingRepo;

    invoke-virtual {v0}, Lcom/fieldnote/birding/data/SightingRepo;->recent()Ljava/util/List;

    move-result-object v0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/fieldnote/birding/log/SightingTools$ListSightings;->sightings:Lcom/fieldnote/birding/data/SightingRepo;

    iget-object v1, p1, Lcom/fieldnote/birding/log/SightingTools$ListArgs;->species:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/data/SightingRepo;->bySpecies(Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    :goto_0
    move-object v5, v0

    .line 190
    iget v1, p1, Lcom/fieldnote/birding/log/SightingTools$ListArgs;->limit:I

    const/16 v2, 0x64

    invoke-static {v1, v2}, Ljava/lang/Math;->min(II)I

    move-result v1

    const/4 v0, 0x1

    invoke-static {v0, v1}, Ljava/lang/Math;->max(II)I

    move-result v6

    .line 191
    new-instance v0, Lcom/fieldnote/birding/log/SightingTools$SightingList;

    invoke-interface {v5}, Ljava/util/List;->size()I

    move-result v4

    invoke-static {v4, v6}, Ljava/lang/Math;->min(II)I

    move-result v4

    const/4 v3, 0x0

    invoke-interface {v5, v3, v4}, Ljava/util/List;->subList(II)Ljava/util/List;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/fieldnote/birding/log/SightingTools$SightingList;-><init>(Ljava/util/List;)V

    return-object v0
.end method

.method protected inputSchema()Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 178
    const-string v0, "{\'type\':\'object\',\'properties\':{\'species\':{\'type\':\'string\',\'maxLength\':100},\'limit\':{\'type\':\'integer\',\'minimum\':1,\'maximum\':100}},\'additionalProperties\':false}"

    invoke-static {v0}, Lcom/fieldnote/birding/log/SightingTools$ListSightings;->json(Ljava/lang/String;)Lorg/json/JSONObject;

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

    .line 184
    const-string v0, "{\'type\':\'object\',\'properties\':{\'sightings\':{\'type\':\'array\',\'items\':{\'type\':\'object\',\'properties\':{\'sighting_id\':{\'type\':\'integer\'},\'species\':{\'type\':\'string\'},\'count\':{\'type\':\'integer\'},\'place\':{\'type\':\'string\'},\'seen_at_ms\':{\'type\':\'integer\'},\'notes\':{\'type\':\'string\'},\'shared\':{\'type\':\'boolean\'}},\'required\':[\'sighting_id\',\'species\']}}},\'required\':[\'sightings\']}"

    invoke-static {v0}, Lcom/fieldnote/birding/log/SightingTools$ListSightings;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
