.class public final Lcom/tidewell/home/Reminder;
.super Ljava/lang/Object;
.source "HomeDb.kt"


# instance fields
.field private final dueAt:J

.field private final id:J

.field private final ownerUid:I

.field private final repeatMs:J

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(JILjava/lang/String;JJ)V
    .registers 10

    const-string v0, "title"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/tidewell/home/Reminder;->id:J

    iput p3, p0, Lcom/tidewell/home/Reminder;->ownerUid:I

    iput-object p4, p0, Lcom/tidewell/home/Reminder;->title:Ljava/lang/String;

    iput-wide p5, p0, Lcom/tidewell/home/Reminder;->dueAt:J

    iput-wide p7, p0, Lcom/tidewell/home/Reminder;->repeatMs:J

    return-void
.end method


# virtual methods
.method public final getDueAt()J
    .registers 3

    .line 11
    iget-wide v0, p0, Lcom/tidewell/home/Reminder;->dueAt:J

    return-wide v0
.end method

.method public final getId()J
    .registers 3

    .line 11
    iget-wide v0, p0, Lcom/tidewell/home/Reminder;->id:J

    return-wide v0
.end method

.method public final getOwnerUid()I
    .registers 2

    .line 11
    iget v0, p0, Lcom/tidewell/home/Reminder;->ownerUid:I

    return v0
.end method

.method public final getRepeatMs()J
    .registers 3

    .line 11
    iget-wide v0, p0, Lcom/tidewell/home/Reminder;->repeatMs:J

    return-wide v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lcom/tidewell/home/Reminder;->title:Ljava/lang/String;

    return-object v0
.end method
