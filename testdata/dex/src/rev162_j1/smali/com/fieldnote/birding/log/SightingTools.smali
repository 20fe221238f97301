.class public final Lcom/fieldnote/birding/log/SightingTools;
.super Ljava/lang/Object;
.source "SightingTools.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fieldnote/birding/log/SightingTools$DeleteSighting;,
        Lcom/fieldnote/birding/log/SightingTools$ShareSighting;,
        Lcom/fieldnote/birding/log/SightingTools$RecordSighting;,
        Lcom/fieldnote/birding/log/SightingTools$SearchSightings;,
        Lcom/fieldnote/birding/log/SightingTools$ListSightings;,
        Lcom/fieldnote/birding/log/SightingTools$Deleted;,
        Lcom/fieldnote/birding/log/SightingTools$Shared;,
        Lcom/fieldnote/birding/log/SightingTools$Saved;,
        Lcom/fieldnote/birding/log/SightingTools$SightingList;,
        Lcom/fieldnote/birding/log/SightingTools$DeleteArgs;,
        Lcom/fieldnote/birding/log/SightingTools$ShareArgs;,
        Lcom/fieldnote/birding/log/SightingTools$RecordArgs;,
        Lcom/fieldnote/birding/log/SightingTools$SearchArgs;,
        Lcom/fieldnote/birding/log/SightingTools$ListArgs;
    }
.end annotation


# static fields
.field private static final LIST_SCHEMA:Ljava/lang/String; = "{\'type\':\'object\',\'properties\':{\'sightings\':{\'type\':\'array\',\'items\':{\'type\':\'object\',\'properties\':{\'sighting_id\':{\'type\':\'integer\'},\'species\':{\'type\':\'string\'},\'count\':{\'type\':\'integer\'},\'place\':{\'type\':\'string\'},\'seen_at_ms\':{\'type\':\'integer\'},\'notes\':{\'type\':\'string\'},\'shared\':{\'type\':\'boolean\'}},\'required\':[\'sighting_id\',\'species\']}}},\'required\':[\'sightings\']}"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    return-void
.end method
