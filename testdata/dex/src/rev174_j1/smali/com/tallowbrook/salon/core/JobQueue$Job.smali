.class public final Lcom/tallowbrook/salon/core/JobQueue$Job;
.super Ljava/lang/Object;
.source "JobQueue.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallowbrook/salon/core/JobQueue;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Job"
.end annotation


# instance fields
.field public final args:Ljava/lang/String;

.field public final argsDigest:Ljava/lang/String;

.field public final cancelRequested:Z

.field public final deadlineAt:J

.field public final id:Ljava/lang/String;

.field public final outcome:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public final state:I

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(Landroid/database/Cursor;)V
    .registers 5

    .line 38
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 39
    const/4 v2, 0x0

    invoke-interface {p1, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallowbrook/salon/core/JobQueue$Job;->id:Ljava/lang/String;

    .line 40
    const/4 v2, 0x1

    invoke-interface {p1, v2}, Landroid/database/Cursor;->getInt(I)I

    move-result v1

    iput v1, p0, Lcom/tallowbrook/salon/core/JobQueue$Job;->uid:I

    .line 41
    const/4 v2, 0x2

    invoke-interface {p1, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallowbrook/salon/core/JobQueue$Job;->requestId:Ljava/lang/String;

    .line 42
    const/4 v2, 0x3

    invoke-interface {p1, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallowbrook/salon/core/JobQueue$Job;->tool:Ljava/lang/String;

    .line 43
    const/4 v2, 0x4

    invoke-interface {p1, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallowbrook/salon/core/JobQueue$Job;->args:Ljava/lang/String;

    .line 44
    const/4 v2, 0x5

    invoke-interface {p1, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallowbrook/salon/core/JobQueue$Job;->argsDigest:Ljava/lang/String;

    .line 45
    const/4 v2, 0x6

    invoke-interface {p1, v2}, Landroid/database/Cursor;->getInt(I)I

    move-result v1

    iput v1, p0, Lcom/tallowbrook/salon/core/JobQueue$Job;->state:I

    .line 46
    const/4 v2, 0x7

    invoke-interface {p1, v2}, Landroid/database/Cursor;->getInt(I)I

    move-result v1

    move-object v0, p0

    if-eqz v1, :cond_0

    const/4 v1, 0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    iput-boolean v1, v0, Lcom/tallowbrook/salon/core/JobQueue$Job;->cancelRequested:Z

    .line 47
    const/16 v2, 0x8

    invoke-interface {p1, v2}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v1

    iput-wide v1, p0, Lcom/tallowbrook/salon/core/JobQueue$Job;->deadlineAt:J

    .line 48
    const/16 v2, 0x9

    invoke-interface {p1, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/tallowbrook/salon/core/JobQueue$Job;->outcome:Ljava/lang/String;

    .line 49
    return-void
.end method


# virtual methods
.method public terminal()Z
    .registers 2

    .line 52
    iget v0, p0, Lcom/tallowbrook/salon/core/JobQueue$Job;->state:I

    invoke-static {v0}, Lcom/tallowbrook/salon/core/JobQueue;->isTerminal(I)Z

    move-result v0

    return v0
.end method
