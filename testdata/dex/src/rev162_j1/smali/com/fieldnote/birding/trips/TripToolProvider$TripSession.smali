.class final Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;
.super Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;
.source "TripToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/trips/TripToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "TripSession"
.end annotation


# instance fields
.field final memberId:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;IJLjava/lang/String;)V
    .registers 6

    .line 25
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;-><init>(Ljava/lang/String;IJ)V

    .line 26
    iput-object p5, p0, Lcom/fieldnote/birding/trips/TripToolProvider$TripSession;->memberId:Ljava/lang/String;

    .line 27
    return-void
.end method
