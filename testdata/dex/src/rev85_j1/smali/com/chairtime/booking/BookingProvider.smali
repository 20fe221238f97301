.class public Lcom/chairtime/booking/BookingProvider;
.super Lcom/chairtime/core/BaseToolProvider;
.source "BookingProvider.java"


# static fields
.field static final FRONT_DESK:Ljava/lang/String; = "com.chairtime.frontdesk"

.field static final FRONT_DESK_CERT:[B


# instance fields
.field private final pending:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 27
    const-string v0, "q2V8m1Yt0cR4pN7wZs3LfA9hJ6uK5eB2iD0oG8xT1vE="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/chairtime/booking/BookingProvider;->FRONT_DESK_CERT:[B

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 25
    invoke-direct {p0}, Lcom/chairtime/core/BaseToolProvider;-><init>()V

    .line 28
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/chairtime/booking/BookingProvider;->pending:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method bookSlot(Lorg/json/JSONObject;I)Landroid/os/Bundle;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 62
    const-string v0, "slot"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 63
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "book_slot confirmed hint="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "confirmed"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v2, "ChairTime"

    invoke-static {v2, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 64
    const-string v1, "resume_token"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 65
    const/4 v2, 0x0

    .line 66
    invoke-virtual {v1}, Ljava/lang/String;->isEmpty()Z

    move-result v3

    if-nez v3, :cond_check

    .line 67
    iget-object v3, p0, Lcom/chairtime/booking/BookingProvider;->pending:Ljava/util/Map;

    invoke-interface {v3, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/Integer;

    move-object v2, v3

    .line 69
    :cond_check
    if-eqz v2, :cond_new_token

    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I

    move-result v3

    if-ne v3, p2, :cond_new_token

    .line 70
    iget-object v3, p0, Lcom/chairtime/booking/BookingProvider;->worker:Ljava/util/concurrent/ExecutorService;

    new-instance v4, Lcom/chairtime/booking/BookingProvider$1;

    invoke-direct {v4, p0, v0}, Lcom/chairtime/booking/BookingProvider$1;-><init>(Lcom/chairtime/booking/BookingProvider;Ljava/lang/String;)V

    invoke-interface {v3, v4}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 79
    new-instance v3, Lcom/chairtime/core/Reply$Builder;

    invoke-direct {v3}, Lcom/chairtime/core/Reply$Builder;-><init>()V

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "{\"booked\":\""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "\"}"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v4}, Lcom/chairtime/core/Reply$Builder;->data(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v3

    invoke-virtual {v3}, Lcom/chairtime/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 81
    :cond_new_token
    iget-object v3, p0, Lcom/chairtime/booking/BookingProvider;->rng:Ljava/util/Random;

    invoke-virtual {v3}, Ljava/util/Random;->nextLong()J

    move-result-wide v3

    invoke-static {v3, v4}, Lcom/chairtime/core/Tokens;->fromLong(J)Ljava/lang/String;

    move-result-object v3

    .line 82
    iget-object v4, p0, Lcom/chairtime/booking/BookingProvider;->pending:Ljava/util/Map;

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    invoke-interface {v4, v3, v5}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 83
    new-instance v4, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/chairtime/booking/BookingProvider;->getContext()Landroid/content/Context;

    move-result-object v5

    const-class v6, Lcom/chairtime/ui/ConfirmSlotActivity;

    invoke-direct {v4, v5, v6}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 84
    const-string v5, "slot"

    invoke-virtual {v4, v5, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 85
    invoke-virtual {p0}, Lcom/chairtime/booking/BookingProvider;->getContext()Landroid/content/Context;

    move-result-object v5

    const/4 v6, 0x0

    const/high16 v7, 0xc000000

    invoke-static {v5, v6, v4, v7}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v5

    .line 87
    new-instance v6, Lcom/chairtime/core/Reply$Builder;

    invoke-direct {v6}, Lcom/chairtime/core/Reply$Builder;-><init>()V

    const-string v7, "error"

    invoke-virtual {v6, v7}, Lcom/chairtime/core/Reply$Builder;->status(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v6

    const-string v7, "USER_ACTION_REQUIRED"

    invoke-virtual {v6, v7}, Lcom/chairtime/core/Reply$Builder;->code(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v6

    .line 88
    const-string v7, "Confirm the appointment"

    invoke-virtual {v6, v7}, Lcom/chairtime/core/Reply$Builder;->message(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v6

    invoke-virtual {v6, v3}, Lcom/chairtime/core/Reply$Builder;->resumeToken(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v6

    const-string v7, "resolution"

    invoke-virtual {v6, v7, v5}, Lcom/chairtime/core/Reply$Builder;->parcel(Ljava/lang/String;Landroid/os/Parcelable;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v6

    invoke-virtual {v6}, Lcom/chairtime/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v6

    .line 87
    return-object v6
.end method

.method protected callerAllowed(I)Z
    .registers 7

    .line 32
    invoke-virtual {p0}, Lcom/chairtime/booking/BookingProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 33
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 34
    if-nez v1, :cond_have

    .line 35
    const/4 v2, 0x0

    return v2

    .line 37
    :cond_have
    const/4 v2, 0x0

    aget-object v2, v1, v2

    .line 38
    const-string v3, "com.chairtime.frontdesk"

    invoke-virtual {v3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_refuse

    sget-object v3, Lcom/chairtime/booking/BookingProvider;->FRONT_DESK_CERT:[B

    .line 39
    const/4 v4, 0x1

    invoke-virtual {v0, v2, v3, v4}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v3

    if-eqz v3, :cond_refuse

    const/4 v3, 0x1

    goto :goto_return

    :cond_refuse
    const/4 v3, 0x0

    .line 38
    :goto_return
    return v3
.end method

.method exportSchedule()Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 110
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/chairtime/booking/BookingProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "schedule.json"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 111
    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    .line 112
    new-instance v2, Lcom/chairtime/core/Reply$Builder;

    invoke-direct {v2}, Lcom/chairtime/core/Reply$Builder;-><init>()V

    const-string v3, "{\"kind\":\"file\"}"

    invoke-virtual {v2, v3}, Lcom/chairtime/core/Reply$Builder;->data(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v2

    const-string v3, "result_fd"

    invoke-virtual {v2, v3, v1}, Lcom/chairtime/core/Reply$Builder;->parcel(Ljava/lang/String;Landroid/os/Parcelable;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v2

    invoke-virtual {v2}, Lcom/chairtime/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method findPatient(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 92
    iget-object v0, p0, Lcom/chairtime/booking/BookingProvider;->worker:Ljava/util/concurrent/ExecutorService;

    new-instance v1, Lcom/chairtime/booking/BookingProvider$2;

    invoke-direct {v1, p0, p1}, Lcom/chairtime/booking/BookingProvider$2;-><init>(Lcom/chairtime/booking/BookingProvider;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v0

    .line 102
    :try_start_0
    const-wide/16 v1, 0x2

    sget-object v3, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-interface {v0, v1, v2, v3}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    return-object v1

    .line 103
    :catch_0
    move-exception v1

    .line 104
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "find_patient failed: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v1}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v3, "ChairTime"

    invoke-static {v3, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 105
    new-instance v2, Lcom/chairtime/core/Reply$Builder;

    invoke-direct {v2}, Lcom/chairtime/core/Reply$Builder;-><init>()V

    const-string v3, "error"

    invoke-virtual {v2, v3}, Lcom/chairtime/core/Reply$Builder;->status(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v2

    const-string v3, "UNAVAILABLE"

    invoke-virtual {v2, v3}, Lcom/chairtime/core/Reply$Builder;->code(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v2

    const-string v3, "Patient lookup timed out"

    invoke-virtual {v2, v3}, Lcom/chairtime/core/Reply$Builder;->message(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v2

    invoke-virtual {v2}, Lcom/chairtime/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method protected runTool(Ljava/lang/String;Lorg/json/JSONObject;I)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 49
    const-string v0, "book_slot"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_find

    .line 50
    invoke-virtual {p0, p2, p3}, Lcom/chairtime/booking/BookingProvider;->bookSlot(Lorg/json/JSONObject;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 52
    :cond_find
    const-string v0, "find_patient"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_export

    .line 53
    const-string v0, "name"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0, v0}, Lcom/chairtime/booking/BookingProvider;->findPatient(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 55
    :cond_export
    const-string v0, "export_schedule"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_unknown

    .line 56
    invoke-virtual {p0}, Lcom/chairtime/booking/BookingProvider;->exportSchedule()Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 58
    :cond_unknown
    const-string v0, "UNKNOWN_TOOL"

    const-string v1, "Unknown tool"

    invoke-static {v0, v1}, Lcom/chairtime/booking/BookingProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected toolsJson()Ljava/lang/String;
    .registers 2

    .line 44
    const-string v0, "{\"revision\":\"booking-3\",\"tools\":[]}"

    return-object v0
.end method
