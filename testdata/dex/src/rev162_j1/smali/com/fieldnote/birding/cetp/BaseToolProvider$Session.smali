.class public Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;
.super Ljava/lang/Object;
.source "BaseToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/cetp/BaseToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x9
    name = "Session"
.end annotation


# instance fields
.field public final expiresAt:J

.field public final token:Ljava/lang/String;

.field public final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;IJ)V
    .registers 5

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 30
    iput-object p1, p0, Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;->token:Ljava/lang/String;

    .line 31
    iput p2, p0, Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;->uid:I

    .line 32
    iput-wide p3, p0, Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;->expiresAt:J

    .line 33
    return-void
.end method


# virtual methods
.method public final expired(J)Z
    .registers 6

    .line 36
    iget-wide v1, p0, Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;->expiresAt:J

    cmp-long v0, p1, v1

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
