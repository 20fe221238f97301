.class public final Lcom/quillmark/docs/work/FollowUpReceiver;
.super Landroid/content/BroadcastReceiver;
.source "FollowUpReceiver.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V

    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 12

    .line 13
    invoke-virtual {p2}, Landroid/content/Intent;->getAction()Ljava/lang/String;

    move-result-object v5

    .line 14
    if-nez v5, :cond_0

    .line 15
    return-void

    .line 17
    :cond_0
    invoke-static {p1}, Lcom/quillmark/docs/core/Settings;->of(Landroid/content/Context;)Lcom/quillmark/docs/core/Settings;

    move-result-object v0

    invoke-virtual {v0}, Lcom/quillmark/docs/core/Settings;->retentionDays()I

    move-result v6

    .line 18
    move-object v7, v5

    const/4 v8, -0x1

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "com.quillmark.docs.action.RETRY_CLEANUP"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v8, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "com.quillmark.docs.action.NIGHTLY_CLEANUP"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v8, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "android.intent.action.BOOT_COMPLETED"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v8, 0x2

    :cond_1
    :goto_0
    packed-switch v8, :pswitch_data_0

    goto :goto_1

    .line 20
    :pswitch_0
    int-to-long v2, v6

    const-string v1, "retention_days"

    invoke-virtual {p2, v1, v2, v3}, Landroid/content/Intent;->getLongExtra(Ljava/lang/String;J)J

    move-result-wide v0

    long-to-int v6, v0

    .line 21
    const-wide/16 v2, 0x0

    const-string v4, "retry"

    invoke-static {p1, v6, v2, v3, v4}, Lcom/quillmark/docs/work/CleanupJobService;->schedule(Landroid/content/Context;IJLjava/lang/String;)Z

    .line 22
    goto :goto_2

    .line 24
    :pswitch_1
    const-wide/16 v2, 0x0

    const-string v4, "nightly"

    invoke-static {p1, v6, v2, v3, v4}, Lcom/quillmark/docs/work/CleanupJobService;->schedule(Landroid/content/Context;IJLjava/lang/String;)Z

    .line 25
    invoke-static {p1}, Lcom/quillmark/docs/work/Alarms;->armNightly(Landroid/content/Context;)V

    .line 26
    goto :goto_2

    .line 28
    :pswitch_2
    invoke-static {p1}, Lcom/quillmark/docs/work/Alarms;->armNightly(Landroid/content/Context;)V

    .line 29
    goto :goto_2

    .line 31
    :goto_1
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "unexpected follow-up "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "QuillWork"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 34
    :goto_2
    return-void

    :sswitch_data_0
    .sparse-switch
        -0x55aa0da1 -> :sswitch_0
        0x2f94f923 -> :sswitch_2
        0x353275dc -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method
