.class public final Lcom/hearthlist/chores/ChoreDb$Chore;
.super Ljava/lang/Object;
.source "ChoreDb.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthlist/chores/ChoreDb;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Chore"
.end annotation


# instance fields
.field final archived:Z

.field final assignee:Ljava/lang/String;

.field final dueAt:J

.field final id:J

.field final title:Ljava/lang/String;


# direct methods
.method constructor <init>(JLjava/lang/String;Ljava/lang/String;JZ)V
    .registers 8

    .line 104
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 105
    iput-wide p1, p0, Lcom/hearthlist/chores/ChoreDb$Chore;->id:J

    .line 106
    iput-object p3, p0, Lcom/hearthlist/chores/ChoreDb$Chore;->title:Ljava/lang/String;

    .line 107
    iput-object p4, p0, Lcom/hearthlist/chores/ChoreDb$Chore;->assignee:Ljava/lang/String;

    .line 108
    iput-wide p5, p0, Lcom/hearthlist/chores/ChoreDb$Chore;->dueAt:J

    .line 109
    iput-boolean p7, p0, Lcom/hearthlist/chores/ChoreDb$Chore;->archived:Z

    .line 110
    return-void
.end method


# virtual methods
.method toJson()Lorg/json/JSONObject;
    .registers 5

    .line 113
    const/16 v0, 0x8

    new-array v0, v0, [Ljava/lang/Object;

    const/4 v1, 0x0

    const-string v2, "chore_id"

    aput-object v2, v0, v1

    iget-wide v2, p0, Lcom/hearthlist/chores/ChoreDb$Chore;->id:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "title"

    aput-object v2, v0, v1

    iget-object v2, p0, Lcom/hearthlist/chores/ChoreDb$Chore;->title:Ljava/lang/String;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "assignee"

    aput-object v2, v0, v1

    iget-object v2, p0, Lcom/hearthlist/chores/ChoreDb$Chore;->assignee:Ljava/lang/String;

    const/4 v1, 0x5

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "due_at_ms"

    aput-object v2, v0, v1

    iget-wide v2, p0, Lcom/hearthlist/chores/ChoreDb$Chore;->dueAt:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const/4 v1, 0x7

    aput-object v2, v0, v1

    invoke-static {v0}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
