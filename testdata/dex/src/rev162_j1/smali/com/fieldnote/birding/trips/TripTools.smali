.class public final Lcom/fieldnote/birding/trips/TripTools;
.super Ljava/lang/Object;
.source "TripTools.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fieldnote/birding/trips/TripTools$CancelTrip;,
        Lcom/fieldnote/birding/trips/TripTools$JoinTrip;,
        Lcom/fieldnote/birding/trips/TripTools$FindTrips;,
        Lcom/fieldnote/birding/trips/TripTools$ListTrips;,
        Lcom/fieldnote/birding/trips/TripTools$Cancelled;,
        Lcom/fieldnote/birding/trips/TripTools$Joined;,
        Lcom/fieldnote/birding/trips/TripTools$TripList;,
        Lcom/fieldnote/birding/trips/TripTools$CancelArgs;,
        Lcom/fieldnote/birding/trips/TripTools$JoinArgs;,
        Lcom/fieldnote/birding/trips/TripTools$FindArgs;,
        Lcom/fieldnote/birding/trips/TripTools$ListArgs;
    }
.end annotation


# static fields
.field private static final LIST_SCHEMA:Ljava/lang/String; = "{\'type\':\'object\',\'properties\':{\'trips\':{\'type\':\'array\',\'items\':{\'type\':\'object\',\'properties\':{\'trip_id\':{\'type\':\'integer\'},\'place\':{\'type\':\'string\'},\'starts_at_ms\':{\'type\':\'integer\'},\'leader\':{\'type\':\'string\'},\'spots\':{\'type\':\'integer\'},\'joined\':{\'type\':\'boolean\'}},\'required\':[\'trip_id\',\'place\',\'starts_at_ms\']}}},\'required\':[\'trips\']}"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    return-void
.end method
