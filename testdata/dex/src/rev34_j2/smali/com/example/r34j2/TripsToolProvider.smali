.class public final Lcom/example/r34j2/TripsToolProvider;
.super Landroid/content/ContentProvider;
.source "TripsToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r34j2/TripsToolProvider$Call;
    }
.end annotation


# static fields
.field static final NAVIGATOR_PACKAGE:Ljava/lang/String; = "com.kerbside.navigator"

.field private static final TAG:Ljava/lang/String; = "Trips"


# instance fields
.field private dispatch:Lcom/example/r34j2/Dispatch;

.field private final resumes:Lcom/example/r34j2/Resumes;

.field private final sessions:Lcom/example/r34j2/Sessions;

.field private final writer:Ljava/util/concurrent/ExecutorService;


# direct methods
.method public constructor <init>()V
    .locals 1

    .line 21
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 25
    new-instance v0, Lcom/example/r34j2/Sessions;

    invoke-direct {v0}, Lcom/example/r34j2/Sessions;-><init>()V

    iput-object v0, p0, Lcom/example/r34j2/TripsToolProvider;->sessions:Lcom/example/r34j2/Sessions;

    .line 26
    new-instance v0, Lcom/example/r34j2/Resumes;

    invoke-direct {v0}, Lcom/example/r34j2/Resumes;-><init>()V

    iput-object v0, p0, Lcom/example/r34j2/TripsToolProvider;->resumes:Lcom/example/r34j2/Resumes;

    .line 27
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/example/r34j2/TripsToolProvider;->writer:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private acceptRide(Lcom/example/r34j2/TripsToolProvider$Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .locals 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 93
    const-string v0, "ride_id"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 94
    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->resumeToken()Ljava/lang/String;

    move-result-object v1

    if-eqz v1, :cond_2

    iget-object v1, p0, Lcom/example/r34j2/TripsToolProvider;->resumes:Lcom/example/r34j2/Resumes;

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->resumeToken()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->uid()I

    move-result v3

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->tool()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->args()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v1, v2, v3, v4, v5}, Lcom/example/r34j2/Resumes;->check(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z

    move-result v1

    if-nez v1, :cond_0

    goto :goto_0

    .line 101
    :cond_0
    iget-object v0, p0, Lcom/example/r34j2/TripsToolProvider;->dispatch:Lcom/example/r34j2/Dispatch;

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/example/r34j2/Dispatch;->firstAccept(Ljava/lang/String;)Z

    move-result v0

    const-string v1, "{\"accepted\":true}"

    if-nez v0, :cond_1

    .line 102
    invoke-static {v1}, Lcom/example/r34j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 104
    :cond_1
    iget-object v0, p0, Lcom/example/r34j2/TripsToolProvider;->dispatch:Lcom/example/r34j2/Dispatch;

    invoke-virtual {p0}, Lcom/example/r34j2/TripsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->uid()I

    move-result p1

    invoke-static {v2, p1}, Lcom/example/r34j2/Callers;->ownerPackage(Landroid/content/Context;I)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p2, p1}, Lcom/example/r34j2/Dispatch;->accept(Ljava/lang/String;Ljava/lang/String;)V

    .line 105
    invoke-static {v1}, Lcom/example/r34j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 95
    :cond_2
    :goto_0
    new-instance v1, Landroid/content/Intent;

    const-string v2, "com.kerbside.action.REVIEW_OFFER"

    invoke-direct {v1, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    new-instance v2, Landroid/content/ComponentName;

    const-string v3, "com.kerbside.navigator"

    const-string v4, "com.kerbside.navigator.RideOfferActivity"

    invoke-direct {v2, v3, v4}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    .line 96
    invoke-virtual {v1, v2}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v1

    .line 97
    invoke-virtual {v1, v0, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p2

    .line 98
    invoke-virtual {p0}, Lcom/example/r34j2/TripsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const/4 v1, 0x7

    const/high16 v2, 0x4000000

    invoke-static {v0, v1, p2, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p2

    .line 99
    iget-object v0, p0, Lcom/example/r34j2/TripsToolProvider;->resumes:Lcom/example/r34j2/Resumes;

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->uid()I

    move-result v1

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->tool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->args()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, v1, v2, p1}, Lcom/example/r34j2/Resumes;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p2, p1}, Lcom/example/r34j2/Replies;->userAction(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private endShift(Lcom/example/r34j2/TripsToolProvider$Call;)Landroid/os/Bundle;
    .locals 5

    .line 109
    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_1

    iget-object v0, p0, Lcom/example/r34j2/TripsToolProvider;->resumes:Lcom/example/r34j2/Resumes;

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->resumeToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->uid()I

    move-result v2

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->tool()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->args()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/example/r34j2/Resumes;->check(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    .line 117
    :cond_0
    iget-object p1, p0, Lcom/example/r34j2/TripsToolProvider;->dispatch:Lcom/example/r34j2/Dispatch;

    invoke-virtual {p1}, Lcom/example/r34j2/Dispatch;->endShift()V

    .line 118
    const-string p1, "{\"ended\":true}"

    invoke-static {p1}, Lcom/example/r34j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 110
    :cond_1
    :goto_0
    new-instance v0, Lcom/example/r34j2/Resolution;

    invoke-virtual {p0}, Lcom/example/r34j2/TripsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/example/r34j2/ShiftActivity;

    invoke-direct {v0, v1, v2}, Lcom/example/r34j2/Resolution;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    iget-object v1, p0, Lcom/example/r34j2/TripsToolProvider;->dispatch:Lcom/example/r34j2/Dispatch;

    .line 111
    invoke-virtual {v1}, Lcom/example/r34j2/Dispatch;->currentShift()Ljava/lang/String;

    move-result-object v1

    const-string v2, "shift"

    invoke-virtual {v0, v2, v1}, Lcom/example/r34j2/Resolution;->extra(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r34j2/Resolution;

    move-result-object v0

    .line 112
    const/16 v1, 0x8

    invoke-virtual {v0, v1}, Lcom/example/r34j2/Resolution;->code(I)Lcom/example/r34j2/Resolution;

    move-result-object v0

    .line 113
    invoke-virtual {v0}, Lcom/example/r34j2/Resolution;->updating()Lcom/example/r34j2/Resolution;

    move-result-object v0

    .line 114
    invoke-virtual {v0}, Lcom/example/r34j2/Resolution;->build()Landroid/app/PendingIntent;

    move-result-object v0

    .line 115
    iget-object v1, p0, Lcom/example/r34j2/TripsToolProvider;->resumes:Lcom/example/r34j2/Resumes;

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->uid()I

    move-result v2

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->tool()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->args()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v1, v2, v3, p1}, Lcom/example/r34j2/Resumes;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {v0, p1}, Lcom/example/r34j2/Replies;->userAction(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private execute(Lcom/example/r34j2/TripsToolProvider$Call;)Landroid/os/Bundle;
    .locals 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 73
    new-instance v0, Lorg/json/JSONObject;

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->args()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 74
    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->tool()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v2

    const/4 v3, -0x1

    sparse-switch v2, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v2, "trip_receipt"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_0

    const/4 v3, 0x4

    goto :goto_0

    :sswitch_1
    const-string v2, "shift_report"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_0

    const/4 v3, 0x5

    goto :goto_0

    :sswitch_2
    const-string v2, "list_offers"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_3
    const-string v2, "accept_ride"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_4
    const-string v2, "pause_offers"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_0

    const/4 v3, 0x3

    goto :goto_0

    :sswitch_5
    const-string v2, "end_shift"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_0

    const/4 v3, 0x2

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    .line 88
    const-string p1, "TOOL_NOT_FOUND"

    const-string v0, "no such tool"

    invoke-static {p1, v0}, Lcom/example/r34j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 86
    :pswitch_0
    const-string p1, "shift_id"

    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-direct {p0, p1}, Lcom/example/r34j2/TripsToolProvider;->shiftReport(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 84
    :pswitch_1
    const-string p1, "trip_id"

    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-direct {p0, p1}, Lcom/example/r34j2/TripsToolProvider;->tripReceipt(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 82
    :pswitch_2
    invoke-direct {p0, p1, v0}, Lcom/example/r34j2/TripsToolProvider;->pauseOffers(Lcom/example/r34j2/TripsToolProvider$Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 80
    :pswitch_3
    invoke-direct {p0, p1}, Lcom/example/r34j2/TripsToolProvider;->endShift(Lcom/example/r34j2/TripsToolProvider$Call;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 78
    :pswitch_4
    invoke-direct {p0, p1, v0}, Lcom/example/r34j2/TripsToolProvider;->acceptRide(Lcom/example/r34j2/TripsToolProvider$Call;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 76
    :pswitch_5
    iget-object p1, p0, Lcom/example/r34j2/TripsToolProvider;->dispatch:Lcom/example/r34j2/Dispatch;

    invoke-virtual {p1}, Lcom/example/r34j2/Dispatch;->offers()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r34j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x588767e2 -> :sswitch_0
        -0x4d21d06f -> :sswitch_1
        0x14083058 -> :sswitch_2
        0x257851cf -> :sswitch_3
        0x692c8800 -> :sswitch_4
        0x7452081e -> :sswitch_5
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

.method static synthetic lambda$tripReceipt$0([BLcom/example/r34j2/Pipe;)V
    .locals 0

    .line 137
    invoke-virtual {p1}, Lcom/example/r34j2/Pipe;->sink()Landroid/os/ParcelFileDescriptor;

    move-result-object p1

    invoke-static {p0, p1}, Lcom/example/r34j2/Pipe;->drain([BLandroid/os/ParcelFileDescriptor;)V

    return-void
.end method

.method private pauseOffers(Lcom/example/r34j2/TripsToolProvider$Call;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .locals 6

    .line 122
    const-string v0, "minutes"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v1

    .line 123
    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->resumeToken()Ljava/lang/String;

    move-result-object p2

    if-eqz p2, :cond_1

    iget-object p2, p0, Lcom/example/r34j2/TripsToolProvider;->resumes:Lcom/example/r34j2/Resumes;

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->resumeToken()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->uid()I

    move-result v4

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->tool()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->args()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2, v3, v4, v5, v0}, Lcom/example/r34j2/Resumes;->check(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z

    move-result p2

    if-nez p2, :cond_0

    goto :goto_0

    .line 130
    :cond_0
    iget-object p1, p0, Lcom/example/r34j2/TripsToolProvider;->dispatch:Lcom/example/r34j2/Dispatch;

    invoke-virtual {p1, v1, v2}, Lcom/example/r34j2/Dispatch;->pause(J)V

    .line 131
    const-string p1, "{\"paused\":true}"

    invoke-static {p1}, Lcom/example/r34j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 124
    :cond_1
    :goto_0
    new-instance p2, Lcom/example/r34j2/Resolution;

    invoke-virtual {p0}, Lcom/example/r34j2/TripsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    const-class v4, Lcom/example/r34j2/PauseActivity;

    invoke-direct {p2, v3, v4}, Lcom/example/r34j2/Resolution;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 125
    invoke-static {v1, v2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v1

    const-string v0, "minutes"

    invoke-virtual {p2, v0, v1}, Lcom/example/r34j2/Resolution;->extra(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r34j2/Resolution;

    move-result-object p2

    .line 126
    const/16 v0, 0x9

    invoke-virtual {p2, v0}, Lcom/example/r34j2/Resolution;->code(I)Lcom/example/r34j2/Resolution;

    move-result-object p2

    .line 127
    invoke-virtual {p2}, Lcom/example/r34j2/Resolution;->build()Landroid/app/PendingIntent;

    move-result-object p2

    .line 128
    iget-object v0, p0, Lcom/example/r34j2/TripsToolProvider;->resumes:Lcom/example/r34j2/Resumes;

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->uid()I

    move-result v1

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->tool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/example/r34j2/TripsToolProvider$Call;->args()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, v1, v2, p1}, Lcom/example/r34j2/Resumes;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p2, p1}, Lcom/example/r34j2/Replies;->userAction(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private shiftReport(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 144
    iget-object v0, p0, Lcom/example/r34j2/TripsToolProvider;->dispatch:Lcom/example/r34j2/Dispatch;

    invoke-virtual {v0, p1}, Lcom/example/r34j2/Dispatch;->reportFile(Ljava/lang/String;)Ljava/io/File;

    move-result-object p1

    .line 145
    invoke-virtual {p1}, Ljava/io/File;->length()J

    move-result-wide v0

    const-string v2, "text/csv"

    invoke-static {v2, v0, v1}, Lcom/example/r34j2/Replies;->file(Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v0

    .line 146
    const/high16 v1, 0x10000000

    invoke-static {p1, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object p1

    const-string v1, "result_fd"

    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 147
    return-object v0
.end method

.method private tripReceipt(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 135
    iget-object v0, p0, Lcom/example/r34j2/TripsToolProvider;->dispatch:Lcom/example/r34j2/Dispatch;

    invoke-virtual {v0, p1}, Lcom/example/r34j2/Dispatch;->receipt(Ljava/lang/String;)[B

    move-result-object p1

    .line 136
    invoke-static {}, Lcom/example/r34j2/Pipe;->open()Lcom/example/r34j2/Pipe;

    move-result-object v0

    .line 137
    iget-object v1, p0, Lcom/example/r34j2/TripsToolProvider;->writer:Ljava/util/concurrent/ExecutorService;

    new-instance v2, Lcom/example/r34j2/TripsToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p1, v0}, Lcom/example/r34j2/TripsToolProvider$$ExternalSyntheticLambda0;-><init>([BLcom/example/r34j2/Pipe;)V

    invoke-interface {v1, v2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 138
    array-length p1, p1

    int-to-long v1, p1

    const-string p1, "application/pdf"

    invoke-static {p1, v1, v2}, Lcom/example/r34j2/Replies;->file(Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object p1

    .line 139
    invoke-virtual {v0}, Lcom/example/r34j2/Pipe;->source()Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    const-string v1, "result_fd"

    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 140
    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 8

    .line 38
    invoke-static {p3}, Lcom/example/r34j2/Callers;->effectiveUid(Landroid/os/Bundle;)I

    move-result p2

    .line 39
    invoke-virtual {p0}, Lcom/example/r34j2/TripsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r34j2/Callers;->isFleetApp(Landroid/content/Context;I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 40
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "caller not allowed"

    invoke-static {p1, p2}, Lcom/example/r34j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 42
    :cond_0
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 43
    iget-object p1, p0, Lcom/example/r34j2/TripsToolProvider;->sessions:Lcom/example/r34j2/Sessions;

    invoke-virtual {p1, p2}, Lcom/example/r34j2/Sessions;->open(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r34j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 45
    :cond_1
    if-eqz p3, :cond_8

    const-string v0, "protocol_version"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_2

    goto/16 :goto_1

    .line 48
    :cond_2
    iget-object v0, p0, Lcom/example/r34j2/TripsToolProvider;->sessions:Lcom/example/r34j2/Sessions;

    const-string v1, "session_token"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p2}, Lcom/example/r34j2/Sessions;->valid(Ljava/lang/String;I)Z

    move-result v0

    if-nez v0, :cond_3

    .line 49
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate first"

    invoke-static {p1, p2}, Lcom/example/r34j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 51
    :cond_3
    const-string v0, "list_tools"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 52
    const-string p1, "{\"revision\":\"trips-3\",\"tools\":[{\"name\":\"list_offers\",\"scopes\":[\"rides.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"accept_ride\",\"scopes\":[\"rides.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"end_shift\",\"scopes\":[\"shifts.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"pause_offers\",\"scopes\":[\"shifts.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"always\"}},{\"name\":\"trip_receipt\",\"scopes\":[\"rides.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"shift_report\",\"scopes\":[\"shifts.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}}]}"

    invoke-static {p1}, Lcom/example/r34j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 54
    :cond_4
    const-string v0, "execute_tool"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_5

    .line 55
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/example/r34j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 57
    :cond_5
    invoke-static {p3}, Lcom/example/r34j2/Deadline;->passed(Landroid/os/Bundle;)Z

    move-result p1

    if-eqz p1, :cond_6

    .line 58
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/example/r34j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 60
    :cond_6
    new-instance p1, Lcom/example/r34j2/TripsToolProvider$Call;

    const-string v0, "tool_name"

    const-string v1, ""

    invoke-virtual {p3, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v0, "args"

    const-string v1, "{}"

    invoke-virtual {p3, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 61
    const-string v0, "request_id"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    const-string v0, "resume_token"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    move-object v2, p1

    move v7, p2

    invoke-direct/range {v2 .. v7}, Lcom/example/r34j2/TripsToolProvider$Call;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V

    .line 63
    :try_start_0
    invoke-direct {p0, p1}, Lcom/example/r34j2/TripsToolProvider;->execute(Lcom/example/r34j2/TripsToolProvider$Call;)Landroid/os/Bundle;

    move-result-object p1
    :try_end_0
    .catch Lcom/example/r34j2/Dispatch$RideTakenException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    .line 67
    :catch_0
    move-exception p1

    .line 68
    invoke-static {p1}, Lcom/example/r34j2/Errors;->describe(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object p1

    const-string p2, "INTERNAL_ERROR"

    invoke-static {p2, p1}, Lcom/example/r34j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 64
    :catch_1
    move-exception p1

    .line 65
    const-string p2, "Trips"

    const-string p3, "ride already taken"

    invoke-static {p2, p3, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 66
    const-string p1, "CONFLICT"

    invoke-static {p1, p3}, Lcom/example/r34j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 46
    :cond_8
    :goto_1
    const-string p1, "INVALID_REQUEST"

    const-string p2, "protocol_version 2 required"

    invoke-static {p1, p2}, Lcom/example/r34j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 170
    const/4 p1, 0x0

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 0

    .line 160
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 0

    .line 165
    const/4 p1, 0x0

    return-object p1
.end method

.method public onCreate()Z
    .locals 2

    .line 32
    new-instance v0, Lcom/example/r34j2/Dispatch;

    invoke-virtual {p0}, Lcom/example/r34j2/TripsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/example/r34j2/Dispatch;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/example/r34j2/TripsToolProvider;->dispatch:Lcom/example/r34j2/Dispatch;

    .line 33
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 0

    .line 155
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 175
    const/4 p1, 0x0

    return p1
.end method
