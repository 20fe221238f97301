.class final Lcom/lumenframe/studio/backup/ScheduleWorker;
.super Ljava/lang/Object;
.source "ScheduleWorker.java"

# interfaces
.implements Lcom/lumenframe/studio/ops/Worker;


# instance fields
.field private final media:Lcom/lumenframe/studio/data/MediaRepo;


# direct methods
.method constructor <init>(Lcom/lumenframe/studio/data/MediaRepo;)V
    .registers 2

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput-object p1, p0, Lcom/lumenframe/studio/backup/ScheduleWorker;->media:Lcom/lumenframe/studio/data/MediaRepo;

    .line 16
    return-void
.end method


# virtual methods
.method public run(Lcom/lumenframe/studio/ops/WorkContext;)Lcom/lumenframe/studio/ops/WorkResult;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 33
    iget-object v0, p1, Lcom/lumenframe/studio/ops/WorkContext;->args:Lorg/json/JSONObject;

    const-string v1, "interval_hours"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v3

    .line 34
    iget-object v0, p1, Lcom/lumenframe/studio/ops/WorkContext;->args:Lorg/json/JSONObject;

    const-string v1, "wifi_only"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getBoolean(Ljava/lang/String;)Z

    move-result v4

    .line 35
    iget-object v0, p1, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    const/4 v1, 0x1

    const-string v2, "Saving schedule"

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/ops/Progress;->begin(ILjava/lang/String;)V

    .line 36
    iget-object v0, p1, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    invoke-virtual {v0}, Lcom/lumenframe/studio/ops/Progress;->checkpoint()V

    .line 37
    iget-object v0, p0, Lcom/lumenframe/studio/backup/ScheduleWorker;->media:Lcom/lumenframe/studio/data/MediaRepo;

    invoke-static {v3}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "backup_interval_hours"

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/data/MediaRepo;->putSetting(Ljava/lang/String;Ljava/lang/String;)V

    .line 38
    iget-object v0, p0, Lcom/lumenframe/studio/backup/ScheduleWorker;->media:Lcom/lumenframe/studio/data/MediaRepo;

    invoke-static {v4}, Ljava/lang/Boolean;->toString(Z)Ljava/lang/String;

    move-result-object v2

    const-string v1, "backup_wifi_only"

    invoke-virtual {v0, v1, v2}, Lcom/lumenframe/studio/data/MediaRepo;->putSetting(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    iget-object v0, p1, Lcom/lumenframe/studio/ops/WorkContext;->progress:Lcom/lumenframe/studio/ops/Progress;

    const-string v1, "Saved"

    invoke-virtual {v0, v1}, Lcom/lumenframe/studio/ops/Progress;->advance(Ljava/lang/String;)V

    .line 40
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 41
    const-string v1, "interval_hours"

    invoke-virtual {v5, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 42
    const-string v1, "wifi_only"

    invoke-virtual {v5, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 43
    invoke-static {v5}, Lcom/lumenframe/studio/ops/WorkResult;->inline(Lorg/json/JSONObject;)Lcom/lumenframe/studio/ops/WorkResult;

    move-result-object v0

    return-object v0
.end method

.method public tool()Ljava/lang/String;
    .registers 2

    .line 20
    const-string v0, "set_backup_schedule"

    return-object v0
.end method

.method public validate(Lorg/json/JSONObject;)V
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;
        }
    .end annotation

    .line 25
    const-string v1, "interval_hours"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v3

    .line 26
    const/4 v1, 0x6

    if-lt v3, v1, :cond_0

    const/16 v1, 0xa8

    if-gt v3, v1, :cond_0

    const-string v1, "wifi_only"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 27
    :cond_0
    new-instance v0, Lcom/lumenframe/studio/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/lumenframe/studio/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 29
    :cond_1
    return-void
.end method
