.class public Lcom/tidemark/routines/DeliverJob;
.super Landroid/app/job/JobService;
.source "DeliverJob.java"


# static fields
.field static final ACTION_EXPORTED:Ljava/lang/String; = "com.tidemark.action.EXPORT_READY"

.field public static final JOB_ID:I = 0x1006


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Landroid/app/job/JobService;-><init>()V

    return-void
.end method


# virtual methods
.method public onStartJob(Landroid/app/job/JobParameters;)Z
    .registers 7

    .line 15
    invoke-virtual {p1}, Landroid/app/job/JobParameters;->getExtras()Landroid/os/PersistableBundle;

    move-result-object v0

    .line 16
    const-string v1, "owner"

    invoke-virtual {v0, v1}, Landroid/os/PersistableBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 17
    if-nez v1, :cond_0

    .line 18
    const/4 v2, 0x0

    return v2

    .line 20
    :cond_0
    new-instance v2, Landroid/content/Intent;

    const-string v3, "com.tidemark.action.EXPORT_READY"

    invoke-direct {v2, v3}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 21
    invoke-virtual {v2, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v2

    .line 22
    const-string v3, "kind"

    invoke-virtual {v0, v3}, Landroid/os/PersistableBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v4, "kind"

    invoke-virtual {v2, v4, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v2

    .line 23
    const-string v3, "payload"

    invoke-virtual {v0, v3}, Landroid/os/PersistableBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v4, "payload"

    invoke-virtual {v2, v4, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v2

    .line 20
    invoke-virtual {p0, v2}, Lcom/tidemark/routines/DeliverJob;->sendBroadcast(Landroid/content/Intent;)V

    .line 24
    const/4 v2, 0x0

    return v2
.end method

.method public onStopJob(Landroid/app/job/JobParameters;)Z
    .registers 3

    .line 29
    const/4 v0, 0x0

    return v0
.end method
