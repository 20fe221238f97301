.class public final Lcom/fieldnote/birding/log/SightingToolProvider;
.super Lcom/fieldnote/birding/cetp/BaseToolProvider;
.source "SightingToolProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Lcom/fieldnote/birding/cetp/BaseToolProvider;-><init>()V

    return-void
.end method


# virtual methods
.method protected description()Ljava/lang/String;
    .registers 2

    .line 25
    const-string v0, "Your bird sightings: the field log, searching it, and recording new ones"

    return-object v0
.end method

.method protected granted(I[Ljava/lang/String;)Z
    .registers 6

    .line 64
    invoke-virtual {p0}, Lcom/fieldnote/birding/log/SightingToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v2

    .line 65
    if-eqz v2, :cond_0

    new-instance v1, Lcom/fieldnote/birding/log/SightingToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, p1, p2}, Lcom/fieldnote/birding/log/SightingToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/fieldnote/birding/log/SightingToolProvider;I[Ljava/lang/String;)V

    invoke-static {v2, v1}, Lcom/fieldnote/birding/log/SightingToolProvider;->anyMatch([Ljava/lang/Object;Ljava/util/function/Predicate;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public synthetic lambda$granted$0$com-fieldnote-birding-log-SightingToolProvider(I[Ljava/lang/String;Ljava/lang/String;)Z
    .registers 5

    .line 65
    invoke-virtual {p0, p3, p1, p2}, Lcom/fieldnote/birding/log/SightingToolProvider;->holdsAll(Ljava/lang/String;I[Ljava/lang/String;)Z

    move-result v0

    return v0
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

    .line 44
    new-instance v0, Lcom/fieldnote/birding/data/BirdingDb$Ledger;

    invoke-direct {v0, p1}, Lcom/fieldnote/birding/data/BirdingDb$Ledger;-><init>(Landroid/database/sqlite/SQLiteOpenHelper;)V

    return-object v0
.end method

.method public providerId()Ljava/lang/String;
    .registers 2

    .line 15
    const-string v0, "com.fieldnote.birding"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 20
    const-string v0, "Fieldnote sightings"

    return-object v0
.end method

.method protected register(Lcom/fieldnote/birding/cetp/Registry;Lcom/fieldnote/birding/data/BirdingDb;)V
    .registers 6

    .line 49
    new-instance v2, Lcom/fieldnote/birding/data/SightingRepo;

    invoke-direct {v2, p2}, Lcom/fieldnote/birding/data/SightingRepo;-><init>(Landroid/database/sqlite/SQLiteOpenHelper;)V

    .line 50
    new-instance v1, Lcom/fieldnote/birding/log/SightingTools$ListSightings;

    invoke-direct {v1, v2}, Lcom/fieldnote/birding/log/SightingTools$ListSightings;-><init>(Lcom/fieldnote/birding/data/SightingRepo;)V

    invoke-virtual {p1, v1}, Lcom/fieldnote/birding/cetp/Registry;->add(Lcom/fieldnote/birding/cetp/ToolHandler;)Lcom/fieldnote/birding/cetp/Registry;

    move-result-object v0

    new-instance v1, Lcom/fieldnote/birding/log/SightingTools$SearchSightings;

    invoke-direct {v1, v2}, Lcom/fieldnote/birding/log/SightingTools$SearchSightings;-><init>(Lcom/fieldnote/birding/data/SightingRepo;)V

    .line 51
    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/cetp/Registry;->add(Lcom/fieldnote/birding/cetp/ToolHandler;)Lcom/fieldnote/birding/cetp/Registry;

    move-result-object v0

    new-instance v1, Lcom/fieldnote/birding/log/SightingTools$RecordSighting;

    invoke-direct {v1, v2}, Lcom/fieldnote/birding/log/SightingTools$RecordSighting;-><init>(Lcom/fieldnote/birding/data/SightingRepo;)V

    .line 52
    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/cetp/Registry;->add(Lcom/fieldnote/birding/cetp/ToolHandler;)Lcom/fieldnote/birding/cetp/Registry;

    move-result-object v0

    new-instance v1, Lcom/fieldnote/birding/log/SightingTools$ShareSighting;

    invoke-direct {v1, v2}, Lcom/fieldnote/birding/log/SightingTools$ShareSighting;-><init>(Lcom/fieldnote/birding/data/SightingRepo;)V

    .line 53
    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/cetp/Registry;->add(Lcom/fieldnote/birding/cetp/ToolHandler;)Lcom/fieldnote/birding/cetp/Registry;

    move-result-object v0

    new-instance v1, Lcom/fieldnote/birding/log/SightingTools$DeleteSighting;

    invoke-direct {v1, v2}, Lcom/fieldnote/birding/log/SightingTools$DeleteSighting;-><init>(Lcom/fieldnote/birding/data/SightingRepo;)V

    .line 54
    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/cetp/Registry;->add(Lcom/fieldnote/birding/cetp/ToolHandler;)Lcom/fieldnote/birding/cetp/Registry;

    .line 55
    return-void
.end method

.method protected revision()Ljava/lang/String;
    .registers 2

    .line 30
    const-string v0, "sightings-12"

    return-object v0
.end method

.method protected scopes()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 35
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 36
    const-string v1, "sightings.read"

    const-string v2, "See your sightings"

    const-string v3, "Read the field log: species, counts, places and notes"

    const-string v4, "read"

    invoke-static {v1, v2, v3, v4}, Lcom/fieldnote/birding/log/SightingToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 38
    const-string v1, "sightings.write"

    const-string v2, "Change your sightings"

    const-string v3, "Record, share and delete sightings"

    const-string v4, "write"

    invoke-static {v1, v2, v3, v4}, Lcom/fieldnote/birding/log/SightingToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 35
    return-object v0
.end method
