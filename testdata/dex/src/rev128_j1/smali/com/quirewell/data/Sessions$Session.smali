.class public final Lcom/quirewell/data/Sessions$Session;
.super Ljava/lang/Object;
.source "Sessions.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quirewell/data/Sessions;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Session"
.end annotation


# instance fields
.field private final expiresAt:J

.field private final largeResults:Z

.field private final token:Ljava/lang/String;

.field private final uid:I


# direct methods
.method static bridge synthetic -$$Nest$fgetexpiresAt(Lcom/quirewell/data/Sessions$Session;)J
    .registers 2

    iget-wide v0, p0, Lcom/quirewell/data/Sessions$Session;->expiresAt:J

    return-wide v0
.end method

.method static bridge synthetic -$$Nest$fgetlargeResults(Lcom/quirewell/data/Sessions$Session;)Z
    .registers 1

    iget-boolean p0, p0, Lcom/quirewell/data/Sessions$Session;->largeResults:Z

    return p0
.end method

.method static bridge synthetic -$$Nest$fgettoken(Lcom/quirewell/data/Sessions$Session;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/quirewell/data/Sessions$Session;->token:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetuid(Lcom/quirewell/data/Sessions$Session;)I
    .registers 1

    iget p0, p0, Lcom/quirewell/data/Sessions$Session;->uid:I

    return p0
.end method

.method constructor <init>(Ljava/lang/String;IZJ)V
    .registers 6

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/quirewell/data/Sessions$Session;->token:Ljava/lang/String;

    .line 20
    iput p2, p0, Lcom/quirewell/data/Sessions$Session;->uid:I

    .line 21
    iput-boolean p3, p0, Lcom/quirewell/data/Sessions$Session;->largeResults:Z

    .line 22
    iput-wide p4, p0, Lcom/quirewell/data/Sessions$Session;->expiresAt:J

    .line 23
    return-void
.end method


# virtual methods
.method public belongsTo(I)Z
    .registers 6

    .line 38
    iget v0, p0, Lcom/quirewell/data/Sessions$Session;->uid:I

    if-ne v0, p1, :cond_0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/quirewell/data/Sessions$Session;->expiresAt:J

    cmp-long v0, v0, v2

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public expiresAt()J
    .registers 3

    .line 34
    iget-wide v0, p0, Lcom/quirewell/data/Sessions$Session;->expiresAt:J

    return-wide v0
.end method

.method public largeResults()Z
    .registers 2

    .line 30
    iget-boolean v0, p0, Lcom/quirewell/data/Sessions$Session;->largeResults:Z

    return v0
.end method

.method public token()Ljava/lang/String;
    .registers 2

    .line 26
    iget-object v0, p0, Lcom/quirewell/data/Sessions$Session;->token:Ljava/lang/String;

    return-object v0
.end method
