.class public final Lcom/example/r34j1/WorkOrderToolProvider;
.super Landroid/content/ContentProvider;
.source "WorkOrderToolProvider.java"


# static fields
.field private static final JOBS_URI:Landroid/net/Uri;

.field private static final TAG:Ljava/lang/String; = "WorkOrders"


# instance fields
.field private audit:Lcom/example/r34j1/Audit;

.field private exports:Lcom/example/r34j1/Exports;

.field private final io:Ljava/util/concurrent/ExecutorService;

.field private jobs:Lcom/example/r34j1/JobStore;

.field private requests:Lcom/example/r34j1/RequestLog;

.field private final resumes:Lcom/example/r34j1/Resumes;

.field private final sessions:Lcom/example/r34j1/Sessions;


# direct methods
.method static constructor <clinit>()V
    .locals 1

    .line 25
    const-string v0, "content://com.example.r34j1.calendar/jobs"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    sput-object v0, Lcom/example/r34j1/WorkOrderToolProvider;->JOBS_URI:Landroid/net/Uri;

    return-void
.end method

.method public constructor <init>()V
    .locals 1

    .line 23
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 27
    new-instance v0, Lcom/example/r34j1/Sessions;

    invoke-direct {v0}, Lcom/example/r34j1/Sessions;-><init>()V

    iput-object v0, p0, Lcom/example/r34j1/WorkOrderToolProvider;->sessions:Lcom/example/r34j1/Sessions;

    .line 28
    new-instance v0, Lcom/example/r34j1/Resumes;

    invoke-direct {v0}, Lcom/example/r34j1/Resumes;-><init>()V

    iput-object v0, p0, Lcom/example/r34j1/WorkOrderToolProvider;->resumes:Lcom/example/r34j1/Resumes;

    .line 29
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/example/r34j1/WorkOrderToolProvider;->io:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private closeJob(Landroid/os/Bundle;Lorg/json/JSONObject;I)Landroid/os/Bundle;
    .locals 6

    .line 104
    const-string v0, "job_id"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 105
    const-string v2, "resume_token"

    invoke-virtual {p1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 107
    if-eqz v2, :cond_0

    .line 108
    iget-object v3, p0, Lcom/example/r34j1/WorkOrderToolProvider;->resumes:Lcom/example/r34j1/Resumes;

    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v2, p3, v4}, Lcom/example/r34j1/Resumes;->redeem(Ljava/lang/String;ILjava/lang/String;)Z

    move-result v2

    goto :goto_0

    .line 109
    :cond_0
    const-string v2, "confirmed"

    const/4 v3, 0x0

    invoke-virtual {p2, v2, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v2

    .line 110
    :goto_0
    if-nez v2, :cond_1

    .line 111
    new-instance p1, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/example/r34j1/WorkOrderToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-class v3, Lcom/example/r34j1/CloseJobActivity;

    invoke-direct {p1, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    invoke-virtual {p1, v0, v1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p1

    .line 112
    invoke-virtual {p0}, Lcom/example/r34j1/WorkOrderToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const/4 v1, 0x1

    const/high16 v2, 0xc000000

    invoke-static {v0, v1, p1, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    .line 114
    iget-object v0, p0, Lcom/example/r34j1/WorkOrderToolProvider;->resumes:Lcom/example/r34j1/Resumes;

    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p2

    invoke-virtual {v0, p3, p2}, Lcom/example/r34j1/Resumes;->issue(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-static {p1, p2}, Lcom/example/r34j1/Replies;->userAction(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 116
    :cond_1
    iget-object p2, p0, Lcom/example/r34j1/WorkOrderToolProvider;->requests:Lcom/example/r34j1/RequestLog;

    const-string v0, "request_id"

    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p2, p3, p1}, Lcom/example/r34j1/RequestLog;->firstTime(ILjava/lang/String;)Z

    move-result p1

    const-string p2, "{\"closed\":true}"

    if-nez p1, :cond_2

    .line 117
    invoke-static {p2}, Lcom/example/r34j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 119
    :cond_2
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v2

    .line 121
    :try_start_0
    iget-object p1, p0, Lcom/example/r34j1/WorkOrderToolProvider;->jobs:Lcom/example/r34j1/JobStore;

    invoke-virtual {p1, v1}, Lcom/example/r34j1/JobStore;->close(Ljava/lang/String;)V

    .line 122
    invoke-virtual {p0}, Lcom/example/r34j1/WorkOrderToolProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    invoke-virtual {p1}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object p1

    sget-object p3, Lcom/example/r34j1/WorkOrderToolProvider;->JOBS_URI:Landroid/net/Uri;

    const/4 v0, 0x0

    invoke-virtual {p1, p3, v0}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 123
    iget-object p1, p0, Lcom/example/r34j1/WorkOrderToolProvider;->audit:Lcom/example/r34j1/Audit;

    const-string p3, "close_job"

    invoke-virtual {p1, p3, v1}, Lcom/example/r34j1/Audit;->record(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 125
    invoke-static {v2, v3}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 127
    invoke-static {p2}, Lcom/example/r34j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 125
    :catchall_0
    move-exception p1

    invoke-static {v2, v3}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 126
    throw p1
.end method

.method private execute(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 6

    .line 74
    const-string v0, "tool_name"

    const-string v1, ""

    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 76
    :try_start_0
    new-instance v1, Lorg/json/JSONObject;

    const-string v2, "args"

    const-string v3, "{}"

    invoke-virtual {p1, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 77
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    const/4 v3, -0x1

    sparse-switch v2, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v2, "export_timesheet"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x4

    goto :goto_0

    :sswitch_1
    const-string v2, "export_route"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x5

    goto :goto_0

    :sswitch_2
    const-string v2, "close_job"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x2

    goto :goto_0

    :sswitch_3
    const-string v2, "list_jobs"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_4
    const-string v2, "customer_jobs"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_5
    const-string v2, "reopen_job"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x3

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    .line 91
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, Lcom/example/r34j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 89
    :pswitch_0
    invoke-direct {p0, v1}, Lcom/example/r34j1/WorkOrderToolProvider;->exportRoute(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 87
    :pswitch_1
    invoke-direct {p0, v1}, Lcom/example/r34j1/WorkOrderToolProvider;->exportTimesheet(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 85
    :pswitch_2
    invoke-direct {p0, p1, v1, p2}, Lcom/example/r34j1/WorkOrderToolProvider;->reopenJob(Landroid/os/Bundle;Lorg/json/JSONObject;I)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 83
    :pswitch_3
    invoke-direct {p0, p1, v1, p2}, Lcom/example/r34j1/WorkOrderToolProvider;->closeJob(Landroid/os/Bundle;Lorg/json/JSONObject;I)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 81
    :pswitch_4
    iget-object p1, p0, Lcom/example/r34j1/WorkOrderToolProvider;->jobs:Lcom/example/r34j1/JobStore;

    const-string p2, "customer"

    invoke-virtual {v1, p2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p1, p2}, Lcom/example/r34j1/JobStore;->listForCustomer(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r34j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 79
    :pswitch_5
    iget-object p1, p0, Lcom/example/r34j1/WorkOrderToolProvider;->jobs:Lcom/example/r34j1/JobStore;

    const-string p2, "status"

    const-string v0, "open"

    invoke-virtual {v1, p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p1, p2}, Lcom/example/r34j1/JobStore;->listByStatus(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r34j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1
    :try_end_0
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_0 .. :try_end_0} :catch_2
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    .line 99
    :catch_0
    const-string p1, "INVALID_ARGS"

    const-string p2, "args must be a JSON object"

    invoke-static {p1, p2}, Lcom/example/r34j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 95
    :catch_1
    move-exception p1

    .line 96
    const-string p2, "WorkOrders"

    const-string v0, "export failed"

    invoke-static {p2, v0, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 97
    const-string p1, "UNAVAILABLE"

    const-string p2, "export failed, try again"

    invoke-static {p1, p2}, Lcom/example/r34j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 93
    :catch_2
    move-exception p1

    .line 94
    new-instance p2, Ljava/lang/StringBuilder;

    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v0, "Could not read the job database: "

    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    invoke-virtual {p1}, Landroid/database/sqlite/SQLiteException;->getMessage()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    const-string p2, "INTERNAL_ERROR"

    invoke-static {p2, p1}, Lcom/example/r34j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1


    :sswitch_data_0
    .sparse-switch
        -0x7fc9afe9 -> :sswitch_4
        -0x48fa68a9 -> :sswitch_3
        -0x1eb86e02 -> :sswitch_1
        -0x1cbd130a -> :sswitch_2
        -0x17804019 -> :sswitch_0
        0x29a4e77b -> :sswitch_5
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_5
        :pswitch_4
        :pswitch_3
        :pswitch_2
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

.method private exportRoute(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .locals 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 164
    iget-object v0, p0, Lcom/example/r34j1/WorkOrderToolProvider;->jobs:Lcom/example/r34j1/JobStore;

    const-string v1, "day"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p1}, Lcom/example/r34j1/JobStore;->routeJson(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    sget-object v0, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p1, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object p1

    .line 165
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    .line 166
    const/4 v1, 0x0

    aget-object v1, v0, v1

    .line 167
    const/4 v2, 0x1

    aget-object v0, v0, v2

    .line 168
    iget-object v2, p0, Lcom/example/r34j1/WorkOrderToolProvider;->io:Ljava/util/concurrent/ExecutorService;

    new-instance v3, Lcom/example/r34j1/WorkOrderToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v3, p1, v0}, Lcom/example/r34j1/WorkOrderToolProvider$$ExternalSyntheticLambda0;-><init>([BLandroid/os/ParcelFileDescriptor;)V

    invoke-interface {v2, v3}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 169
    array-length p1, p1

    int-to-long v2, p1

    const-string p1, "application/json"

    invoke-static {p1, v2, v3}, Lcom/example/r34j1/Replies;->file(Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object p1

    .line 170
    const-string v0, "result_fd"

    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 171
    return-object p1
.end method

.method private exportTimesheet(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .locals 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 156
    iget-object v0, p0, Lcom/example/r34j1/WorkOrderToolProvider;->exports:Lcom/example/r34j1/Exports;

    iget-object v1, p0, Lcom/example/r34j1/WorkOrderToolProvider;->jobs:Lcom/example/r34j1/JobStore;

    const-string v2, "week"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v1, p1}, Lcom/example/r34j1/JobStore;->timesheetCsv(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p1}, Lcom/example/r34j1/Exports;->writeTimesheet(Ljava/lang/String;)Ljava/io/File;

    move-result-object p1

    .line 157
    iget-object v0, p0, Lcom/example/r34j1/WorkOrderToolProvider;->exports:Lcom/example/r34j1/Exports;

    const/high16 v1, 0x30000000

    invoke-virtual {v0, p1, v1}, Lcom/example/r34j1/Exports;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    .line 158
    invoke-virtual {p1}, Ljava/io/File;->length()J

    move-result-wide v1

    const-string p1, "text/csv"

    invoke-static {p1, v1, v2}, Lcom/example/r34j1/Replies;->file(Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object p1

    .line 159
    const-string v1, "result_fd"

    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 160
    return-object p1
.end method

.method static synthetic lambda$exportRoute$0([BLandroid/os/ParcelFileDescriptor;)V
    .locals 0

    .line 168
    invoke-static {p0, p1}, Lcom/example/r34j1/Exports;->pump([BLandroid/os/ParcelFileDescriptor;)V

    return-void
.end method

.method private reopenJob(Landroid/os/Bundle;Lorg/json/JSONObject;I)Landroid/os/Bundle;
    .locals 5

    .line 131
    const-string v0, "job_id"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 132
    const-string v2, "confirmed"

    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v2

    if-eqz v2, :cond_0

    .line 133
    const-string v2, "WorkOrders"

    const-string v3, "reopen_job: consumer-side confirmation ignored"

    invoke-static {v2, v3}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 135
    :cond_0
    const-string v2, "resume_token"

    invoke-virtual {p1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 136
    if-eqz v2, :cond_3

    iget-object v3, p0, Lcom/example/r34j1/WorkOrderToolProvider;->resumes:Lcom/example/r34j1/Resumes;

    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v2, p3, v4}, Lcom/example/r34j1/Resumes;->redeem(Ljava/lang/String;ILjava/lang/String;)Z

    move-result v2

    if-nez v2, :cond_1

    goto :goto_0

    .line 141
    :cond_1
    iget-object p2, p0, Lcom/example/r34j1/WorkOrderToolProvider;->requests:Lcom/example/r34j1/RequestLog;

    const-string v0, "request_id"

    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p2, p3, p1}, Lcom/example/r34j1/RequestLog;->firstTime(ILjava/lang/String;)Z

    move-result p1

    const-string p2, "{\"reopened\":true}"

    if-nez p1, :cond_2

    .line 142
    invoke-static {p2}, Lcom/example/r34j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 144
    :cond_2
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v2

    .line 146
    :try_start_0
    iget-object p1, p0, Lcom/example/r34j1/WorkOrderToolProvider;->jobs:Lcom/example/r34j1/JobStore;

    invoke-virtual {p1, v1}, Lcom/example/r34j1/JobStore;->reopen(Ljava/lang/String;)V

    .line 147
    invoke-virtual {p0}, Lcom/example/r34j1/WorkOrderToolProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    invoke-virtual {p1}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object p1

    sget-object v0, Lcom/example/r34j1/WorkOrderToolProvider;->JOBS_URI:Landroid/net/Uri;

    const/4 v4, 0x0

    invoke-virtual {p1, v0, v4}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 148
    iget-object p1, p0, Lcom/example/r34j1/WorkOrderToolProvider;->audit:Lcom/example/r34j1/Audit;

    const-string v0, "reopen_job"

    invoke-virtual {p1, p3, v0, v1}, Lcom/example/r34j1/Audit;->recordFor(ILjava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 150
    invoke-static {v2, v3}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 152
    invoke-static {p2}, Lcom/example/r34j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 150
    :catchall_0
    move-exception p1

    invoke-static {v2, v3}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 151
    throw p1

    .line 137
    :cond_3
    :goto_0
    new-instance p1, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/example/r34j1/WorkOrderToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-class v3, Lcom/example/r34j1/ReopenJobActivity;

    invoke-direct {p1, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    invoke-virtual {p1, v0, v1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p1

    .line 138
    invoke-virtual {p0}, Lcom/example/r34j1/WorkOrderToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const/4 v1, 0x2

    const/high16 v2, 0x4000000

    invoke-static {v0, v1, p1, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    .line 139
    iget-object v0, p0, Lcom/example/r34j1/WorkOrderToolProvider;->resumes:Lcom/example/r34j1/Resumes;

    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p2

    invoke-virtual {v0, p3, p2}, Lcom/example/r34j1/Resumes;->issue(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-static {p1, p2}, Lcom/example/r34j1/Replies;->userAction(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4

    .line 47
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p2

    .line 48
    invoke-virtual {p0}, Lcom/example/r34j1/WorkOrderToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r34j1/Trust;->isDispatchApp(Landroid/content/Context;I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 49
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "caller not allowed"

    invoke-static {p1, p2}, Lcom/example/r34j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 51
    :cond_0
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 52
    iget-object p1, p0, Lcom/example/r34j1/WorkOrderToolProvider;->sessions:Lcom/example/r34j1/Sessions;

    invoke-virtual {p1, p2}, Lcom/example/r34j1/Sessions;->open(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r34j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 54
    :cond_1
    if-eqz p3, :cond_8

    const-string v0, "protocol_version"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_2

    goto/16 :goto_1

    .line 57
    :cond_2
    iget-object v0, p0, Lcom/example/r34j1/WorkOrderToolProvider;->sessions:Lcom/example/r34j1/Sessions;

    const-string v1, "session_token"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p2}, Lcom/example/r34j1/Sessions;->valid(Ljava/lang/String;I)Z

    move-result v0

    if-nez v0, :cond_3

    .line 58
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate first"

    invoke-static {p1, p2}, Lcom/example/r34j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 60
    :cond_3
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v0

    const/4 v1, -0x1

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v0, "list_tools"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_4

    const/4 v1, 0x0

    goto :goto_0

    :sswitch_1
    const-string v0, "execute_tool"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_4

    const/4 v1, 0x1

    :cond_4
    :goto_0
    packed-switch v1, :pswitch_data_0

    .line 69
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/example/r34j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 64
    :pswitch_0
    const-string p1, "deadline_at_ms"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long p1, v0, v2

    if-gtz p1, :cond_5

    .line 65
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/example/r34j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 67
    :cond_5
    invoke-direct {p0, p3, p2}, Lcom/example/r34j1/WorkOrderToolProvider;->execute(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 62
    :pswitch_1
    const-string p1, "{\"revision\":\"dispatch-7\",\"tools\":[{\"name\":\"list_jobs\",\"scopes\":[\"jobs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"customer_jobs\",\"scopes\":[\"jobs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"close_job\",\"scopes\":[\"jobs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"reopen_job\",\"scopes\":[\"jobs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"export_timesheet\",\"scopes\":[\"timesheet.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"export_route\",\"scopes\":[\"jobs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}}]}"

    invoke-static {p1}, Lcom/example/r34j1/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 55
    :cond_8
    :goto_1
    const-string p1, "INVALID_REQUEST"

    const-string p2, "protocol_version 2 required"

    invoke-static {p1, p2}, Lcom/example/r34j1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 191
    const/4 p1, 0x0

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 0

    .line 181
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 0

    .line 186
    const/4 p1, 0x0

    return-object p1
.end method

.method public onCreate()Z
    .locals 3

    .line 37
    invoke-virtual {p0}, Lcom/example/r34j1/WorkOrderToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "dispatch.db"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 38
    new-instance v1, Lcom/example/r34j1/JobStore;

    invoke-direct {v1, v0}, Lcom/example/r34j1/JobStore;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/example/r34j1/WorkOrderToolProvider;->jobs:Lcom/example/r34j1/JobStore;

    .line 39
    new-instance v1, Lcom/example/r34j1/Audit;

    invoke-direct {v1, v0}, Lcom/example/r34j1/Audit;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/example/r34j1/WorkOrderToolProvider;->audit:Lcom/example/r34j1/Audit;

    .line 40
    new-instance v1, Lcom/example/r34j1/RequestLog;

    invoke-direct {v1, v0}, Lcom/example/r34j1/RequestLog;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/example/r34j1/WorkOrderToolProvider;->requests:Lcom/example/r34j1/RequestLog;

    .line 41
    new-instance v0, Lcom/example/r34j1/Exports;

    invoke-virtual {p0}, Lcom/example/r34j1/WorkOrderToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/example/r34j1/Exports;-><init>(Ljava/io/File;)V

    iput-object v0, p0, Lcom/example/r34j1/WorkOrderToolProvider;->exports:Lcom/example/r34j1/Exports;

    .line 42
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 0

    .line 176
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 196
    const/4 p1, 0x0

    return p1
.end method
