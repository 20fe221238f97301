.class public final Lcom/fieldnote/birding/data/BirdingDb$Grant;
.super Ljava/lang/Object;
.source "BirdingDb.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/data/BirdingDb;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Grant"
.end annotation


# instance fields
.field public final certSha256:Ljava/lang/String;

.field public final expiresAt:J

.field public final pkg:Ljava/lang/String;

.field public final scope:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;J)V
    .registers 7

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput-object p1, p0, Lcom/fieldnote/birding/data/BirdingDb$Grant;->pkg:Ljava/lang/String;

    .line 24
    iput p2, p0, Lcom/fieldnote/birding/data/BirdingDb$Grant;->uid:I

    .line 25
    iput-object p3, p0, Lcom/fieldnote/birding/data/BirdingDb$Grant;->scope:Ljava/lang/String;

    .line 26
    iput-object p4, p0, Lcom/fieldnote/birding/data/BirdingDb$Grant;->certSha256:Ljava/lang/String;

    .line 27
    iput-wide p5, p0, Lcom/fieldnote/birding/data/BirdingDb$Grant;->expiresAt:J

    .line 28
    return-void
.end method
