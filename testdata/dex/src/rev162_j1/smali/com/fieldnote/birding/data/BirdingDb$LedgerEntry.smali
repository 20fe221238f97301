.class public final Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;
.super Ljava/lang/Object;
.source "BirdingDb.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/data/BirdingDb;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "LedgerEntry"
.end annotation


# instance fields
.field public final argsSha256:Ljava/lang/String;

.field public final createdAt:J

.field public final data:Ljava/lang/String;

.field public final key:Ljava/lang/String;

.field public final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 7

    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 40
    iput-object p1, p0, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;->key:Ljava/lang/String;

    .line 41
    iput-object p2, p0, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;->tool:Ljava/lang/String;

    .line 42
    iput-object p3, p0, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;->argsSha256:Ljava/lang/String;

    .line 43
    iput-object p4, p0, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;->data:Ljava/lang/String;

    .line 44
    iput-wide p5, p0, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;->createdAt:J

    .line 45
    return-void
.end method
