.class public final Lapp/kestrel/notes/data/ReminderRow;
.super Ljava/lang/Object;
.source "ReminderStore.kt"

# interfaces
.implements Lapp/kestrel/notes/cetp/JsonEncodable;


# instance fields
.field private final done:Z

.field private final dueAt:J

.field private final id:J

.field private final linkPackage:Ljava/lang/String;

.field private final text:Ljava/lang/String;


# direct methods
.method public constructor <init>(JLjava/lang/String;JLjava/lang/String;Z)V
    .registers 9

    const-string v0, "text"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lapp/kestrel/notes/data/ReminderRow;->id:J

    iput-object p3, p0, Lapp/kestrel/notes/data/ReminderRow;->text:Ljava/lang/String;

    iput-wide p4, p0, Lapp/kestrel/notes/data/ReminderRow;->dueAt:J

    iput-object p6, p0, Lapp/kestrel/notes/data/ReminderRow;->linkPackage:Ljava/lang/String;

    iput-boolean p7, p0, Lapp/kestrel/notes/data/ReminderRow;->done:Z

    return-void
.end method


# virtual methods
.method public final getDone()Z
    .registers 2

    .line 7
    iget-boolean v0, p0, Lapp/kestrel/notes/data/ReminderRow;->done:Z

    return v0
.end method

.method public final getDueAt()J
    .registers 3

    .line 7
    iget-wide v0, p0, Lapp/kestrel/notes/data/ReminderRow;->dueAt:J

    return-wide v0
.end method

.method public final getId()J
    .registers 3

    .line 7
    iget-wide v0, p0, Lapp/kestrel/notes/data/ReminderRow;->id:J

    return-wide v0
.end method

.method public final getLinkPackage()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/kestrel/notes/data/ReminderRow;->linkPackage:Ljava/lang/String;

    return-object v0
.end method

.method public final getText()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/kestrel/notes/data/ReminderRow;->text:Ljava/lang/String;

    return-object v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 5

    .line 8
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 9
    iget-wide v2, p0, Lapp/kestrel/notes/data/ReminderRow;->id:J

    invoke-static {v2, v3}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v2

    const-string v1, "id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lapp/kestrel/notes/data/ReminderRow;->text:Ljava/lang/String;

    const-string v1, "text"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lapp/kestrel/notes/data/ReminderRow;->dueAt:J

    const-string v1, "due_at"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 10
    iget-object v2, p0, Lapp/kestrel/notes/data/ReminderRow;->linkPackage:Ljava/lang/String;

    const-string v1, "link_package"

    if-nez v2, :cond_0

    const-string v2, ""

    :cond_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lapp/kestrel/notes/data/ReminderRow;->done:Z

    const-string v1, "done"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
