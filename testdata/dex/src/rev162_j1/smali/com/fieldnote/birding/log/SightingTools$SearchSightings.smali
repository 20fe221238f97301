.class public final Lcom/fieldnote/birding/log/SightingTools$SearchSightings;
.super Lcom/fieldnote/birding/cetp/ToolHandler;
.source "SightingTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/log/SightingTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "SearchSightings"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/fieldnote/birding/cetp/ToolHandler<",
        "Lcom/fieldnote/birding/log/SightingTools$SearchArgs;",
        "Lcom/fieldnote/birding/log/SightingTools$SightingList;",
        ">;"
    }
.end annotation


# instance fields
.field private final sightings:Lcom/fieldnote/birding/data/SightingRepo;


# direct methods
.method constructor <init>(Lcom/fieldnote/birding/data/SightingRepo;)V
    .registers 8

    .line 199
    new-instance v1, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    const-string v3, "search_sightings"

    const-string v4, "Search sightings"

    const-string v5, "Sightings whose species or notes mention the given text"

    invoke-direct {v1, v3, v4, v5}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "sightings.read"

    aput-object v5, v2, v4

    .line 200
    invoke-virtual {v1, v2}, Lcom/fieldnote/birding/cetp/ToolHandler$Spec;->scopes([Ljava/lang/String;)Lcom/fieldnote/birding/cetp/ToolHandler$Spec;

    move-result-object v1

    .line 199
    const-class v0, Lcom/fieldnote/birding/log/SightingTools$SearchArgs;

    invoke-direct {p0, v0, v1}, Lcom/fieldnote/birding/cetp/ToolHandler;-><init>(Ljava/lang/Class;Lcom/fieldnote/birding/cetp/ToolHandler$Spec;)V

    .line 201
    iput-object p1, p0, Lcom/fieldnote/birding/log/SightingTools$SearchSightings;->sightings:Lcom/fieldnote/birding/data/SightingRepo;

    .line 202
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

    .line 195
    check-cast p1, Lcom/fieldnote/birding/log/SightingTools$SearchArgs;

    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/log/SightingTools$SearchSightings;->handle(Lcom/fieldnote/birding/log/SightingTools$SearchArgs;)Lcom/fieldnote/birding/log/SightingTools$SightingList;

    move-result-object v0

    return-object v0
.end method

.method protected handle(Lcom/fieldnote/birding/log/SightingTools$SearchArgs;)Lcom/fieldnote/birding/log/SightingTools$SightingList;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/fieldnote/birding/cetp/ToolException;
        }
    .end annotation

    .line 217
    iget-object v0, p1, Lcom/fieldnote/birding/log/SightingTools$SearchArgs;->query:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v5

    .line 218
    invoke-virtual {v5}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v5}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x64

    if-le v0, v1, :cond_1

    .line 219
    :cond_0
    new-instance v0, Lcom/fieldnote/birding/cetp/ToolException;

    const-string v2, "INVALID_ARGS"

    const-string v3, "query must be 1 to 100 characters"

    const/4 v4, 0x0

    invoke-direct {v0, v2, v3, v4}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    throw v0

    .line 221
    :cond_1
    new-instance v0, Lcom/fieldnote/birding/log/SightingTools$SightingList;

    iget-object v2, p0, Lcom/fieldnote/birding/log/SightingTools$SearchSightings;->sightings:Lcom/fieldnote/birding/data/SightingRepo;

    invoke-virtual {v2, v5}, Lcom/fieldnote/birding/data/SightingRepo;->search(Ljava/lang/String;)Ljava/util/List;

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

    .line 206
    const-string v0, "{\'type\':\'object\',\'properties\':{\'query\':{\'type\':\'string\',\'minLength\':1,\'maxLength\':100}},\'required\':[\'query\'],\'additionalProperties\':false}"

    invoke-static {v0}, Lcom/fieldnote/birding/log/SightingTools$SearchSightings;->json(Ljava/lang/String;)Lorg/json/JSONObject;

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

    .line 212
    const-string v0, "{\'type\':\'object\',\'properties\':{\'sightings\':{\'type\':\'array\',\'items\':{\'type\':\'object\',\'properties\':{\'sighting_id\':{\'type\':\'integer\'},\'species\':{\'type\':\'string\'},\'count\':{\'type\':\'integer\'},\'place\':{\'type\':\'string\'},\'seen_at_ms\':{\'type\':\'integer\'},\'notes\':{\'type\':\'string\'},\'shared\':{\'type\':\'boolean\'}},\'required\':[\'sighting_id\',\'species\']}}},\'required\':[\'sightings\']}"

    invoke-static {v0}, Lcom/fieldnote/birding/log/SightingTools$SearchSightings;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
