.class public final Lnet/switchyard/hub/Reminder;
.super Ljava/lang/Object;
.source "Store.kt"


# instance fields
.field private final armedAt:J

.field private final dueAt:J

.field private final id:J

.field private final owner:I

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(JILjava/lang/String;JJ)V
    .registers 10

    const-string v0, "title"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lnet/switchyard/hub/Reminder;->id:J

    iput p3, p0, Lnet/switchyard/hub/Reminder;->owner:I

    iput-object p4, p0, Lnet/switchyard/hub/Reminder;->title:Ljava/lang/String;

    iput-wide p5, p0, Lnet/switchyard/hub/Reminder;->dueAt:J

    iput-wide p7, p0, Lnet/switchyard/hub/Reminder;->armedAt:J

    return-void
.end method


# virtual methods
.method public final getArmedAt()J
    .registers 3

    .line 34
    iget-wide v0, p0, Lnet/switchyard/hub/Reminder;->armedAt:J

    return-wide v0
.end method

.method public final getDueAt()J
    .registers 3

    .line 34
    iget-wide v0, p0, Lnet/switchyard/hub/Reminder;->dueAt:J

    return-wide v0
.end method

.method public final getId()J
    .registers 3

    .line 34
    iget-wide v0, p0, Lnet/switchyard/hub/Reminder;->id:J

    return-wide v0
.end method

.method public final getOwner()I
    .registers 2

    .line 34
    iget v0, p0, Lnet/switchyard/hub/Reminder;->owner:I

    return v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lnet/switchyard/hub/Reminder;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 7

    .line 35
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lnet/switchyard/hub/Reminder;->id:J

    const-string v1, "reminder_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lnet/switchyard/hub/Reminder;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lnet/switchyard/hub/Reminder;->dueAt:J

    const-string v1, "due_at_ms"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 36
    iget-wide v2, p0, Lnet/switchyard/hub/Reminder;->armedAt:J

    const-wide/16 v4, 0x0

    cmp-long v2, v2, v4

    const-string v1, "armed"

    if-eqz v2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
