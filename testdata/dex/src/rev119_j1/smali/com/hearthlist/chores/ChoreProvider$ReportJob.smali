.class final Lcom/hearthlist/chores/ChoreProvider$ReportJob;
.super Ljava/lang/Object;
.source "ChoreProvider.java"


# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthlist/chores/ChoreProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x12
    name = "ReportJob"
.end annotation


# instance fields
.field private final days:I

.field private final operationId:Ljava/lang/String;

.field private final recipient:Ljava/lang/String;

.field final synthetic this$0:Lcom/hearthlist/chores/ChoreProvider;


# direct methods
.method constructor <init>(Lcom/hearthlist/chores/ChoreProvider;Ljava/lang/String;Ljava/lang/String;I)V
    .registers 5

    .line 282
    iput-object p1, p0, Lcom/hearthlist/chores/ChoreProvider$ReportJob;->this$0:Lcom/hearthlist/chores/ChoreProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 283
    iput-object p2, p0, Lcom/hearthlist/chores/ChoreProvider$ReportJob;->operationId:Ljava/lang/String;

    .line 284
    iput-object p3, p0, Lcom/hearthlist/chores/ChoreProvider$ReportJob;->recipient:Ljava/lang/String;

    .line 285
    iput p4, p0, Lcom/hearthlist/chores/ChoreProvider$ReportJob;->days:I

    .line 286
    return-void
.end method


# virtual methods
.method public run()V
    .registers 9

    .line 291
    :try_start_0
    iget-object v1, p0, Lcom/hearthlist/chores/ChoreProvider$ReportJob;->this$0:Lcom/hearthlist/chores/ChoreProvider;

    iget-object v2, p0, Lcom/hearthlist/chores/ChoreProvider$ReportJob;->recipient:Ljava/lang/String;

    iget-object v3, p0, Lcom/hearthlist/chores/ChoreProvider$ReportJob;->this$0:Lcom/hearthlist/chores/ChoreProvider;

    iget-object v3, v3, Lcom/hearthlist/chores/ChoreProvider;->db:Lcom/hearthlist/chores/ChoreDb;

    iget v4, p0, Lcom/hearthlist/chores/ChoreProvider$ReportJob;->days:I

    invoke-virtual {v3, v4}, Lcom/hearthlist/chores/ChoreDb;->report(I)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v1, v2, v3}, Lcom/hearthlist/chores/ChoreProvider;->deliver(Ljava/lang/String;Ljava/lang/String;)V

    .line 292
    iget-object v1, p0, Lcom/hearthlist/chores/ChoreProvider$ReportJob;->this$0:Lcom/hearthlist/chores/ChoreProvider;

    invoke-virtual {v1}, Lcom/hearthlist/chores/ChoreProvider;->ledger()Lcom/hearthlist/cetp/Ledger;

    move-result-object v1

    iget-object v2, p0, Lcom/hearthlist/chores/ChoreProvider$ReportJob;->operationId:Ljava/lang/String;

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/Object;

    const/4 v6, 0x0

    const-string v7, "sent_to"

    aput-object v7, v4, v6

    iget-object v7, p0, Lcom/hearthlist/chores/ChoreProvider$ReportJob;->recipient:Ljava/lang/String;

    const/4 v6, 0x1

    aput-object v7, v4, v6

    invoke-static {v4}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v4}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v3, "succeeded"

    const/4 v5, 0x0

    invoke-virtual {v1, v2, v3, v4, v5}, Lcom/hearthlist/cetp/Ledger;->finishOperation(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 296
    :try_end_0
    .catch Landroid/database/SQLException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0

    .line 293
    :catch_0
    move-exception v1

    move-object v0, v1

    .line 294
    const-string v1, "ChoreProvider"

    const-string v2, "report failed"

    invoke-static {v1, v2, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 295
    iget-object v1, p0, Lcom/hearthlist/chores/ChoreProvider$ReportJob;->this$0:Lcom/hearthlist/chores/ChoreProvider;

    invoke-virtual {v1}, Lcom/hearthlist/chores/ChoreProvider;->ledger()Lcom/hearthlist/cetp/Ledger;

    move-result-object v1

    iget-object v2, p0, Lcom/hearthlist/chores/ChoreProvider$ReportJob;->operationId:Ljava/lang/String;

    const-string v3, "failed"

    const/4 v4, 0x0

    const-string v5, "INTERNAL_ERROR"

    invoke-virtual {v1, v2, v3, v4, v5}, Lcom/hearthlist/cetp/Ledger;->finishOperation(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 297
    :goto_0
    return-void
.end method
