.class public Lcom/molar/appointments/AppointmentProvider;
.super Landroid/content/ContentProvider;
.source "AppointmentProvider.java"


# static fields
.field static final FRONT_DESK:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field static final TAG:Ljava/lang/String; = "Molar"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"3\",\"tools\":[]}"


# instance fields
.field private component:Lcom/molar/di/AppComponent;

.field private reminders:Landroid/os/HandlerThread;

.field private final sessions:Ljava/util/Map;
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
    .registers 4

    .line 34
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "com.clawseed.agent"

    aput-object v3, v1, v2

    const/4 v2, 0x1

    const-string v3, "com.molar.kiosk"

    aput-object v3, v1, v2

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/molar/appointments/AppointmentProvider;->FRONT_DESK:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 32
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 37
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/molar/appointments/AppointmentProvider;->sessions:Ljava/util/Map;

    return-void
.end method

.method private execute(Ljava/lang/String;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 94
    invoke-virtual {p0}, Lcom/molar/appointments/AppointmentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    .line 95
    const-string v1, "book_visit"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_cancel

    .line 96
    iget-object v1, p0, Lcom/molar/appointments/AppointmentProvider;->component:Lcom/molar/di/AppComponent;

    invoke-interface {v1}, Lcom/molar/di/AppComponent;->chartService()Ljavax/inject/Provider;

    move-result-object v1

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/molar/appointments/ChartService;

    invoke-virtual {v1, v0, p2, p3, p4}, Lcom/molar/appointments/ChartService;->book(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 98
    :cond_cancel
    const-string v1, "cancel_visit"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_lookup

    .line 99
    iget-object v1, p0, Lcom/molar/appointments/AppointmentProvider;->component:Lcom/molar/di/AppComponent;

    invoke-interface {v1}, Lcom/molar/di/AppComponent;->chartService()Ljavax/inject/Provider;

    move-result-object v1

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/molar/appointments/ChartService;

    invoke-virtual {v1, v0, p2, p3, p4}, Lcom/molar/appointments/ChartService;->cancel(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 101
    :cond_lookup
    const-string v1, "patient_lookup"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_next

    .line 102
    const-string v1, "patient_id"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v0, v1}, Lcom/molar/appointments/AppointmentProvider;->patientLookup(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 104
    :cond_next
    const-string v1, "next_slot"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_remind

    .line 105
    const-string v1, "chair"

    const-string v2, "1"

    invoke-virtual {p2, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v0, v1, p3}, Lcom/molar/appointments/AppointmentProvider;->nextSlot(Landroid/content/Context;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 107
    :cond_remind
    const-string v1, "remind_patient"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_unknown

    .line 108
    invoke-virtual {p0, v0, p2, p3}, Lcom/molar/appointments/AppointmentProvider;->remindPatient(Landroid/content/Context;Lorg/json/JSONObject;I)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 110
    :cond_unknown
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "unknown tool"

    invoke-static {v1, v2}, Lcom/molar/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method static synthetic lambda$nextSlot$1(Lcom/molar/appointments/ChartService;Landroid/content/Context;Ljava/lang/String;I)Ljava/lang/String;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 123
    invoke-virtual {p0, p1, p2, p3}, Lcom/molar/appointments/ChartService;->nextSlot(Landroid/content/Context;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$patientLookup$0(Lcom/molar/appointments/ChartService;Landroid/content/Context;Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 115
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-virtual {p0, p1, p2, v0}, Lcom/molar/appointments/ChartService;->find(Landroid/content/Context;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$remindPatient$2(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;ILjava/util/concurrent/CountDownLatch;)V
    .registers 5

    .line 135
    invoke-static {p0, p1, p2, p3}, Lcom/molar/appointments/AppointmentProvider;->writeNote(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;I)V

    .line 136
    invoke-virtual {p4}, Ljava/util/concurrent/CountDownLatch;->countDown()V

    .line 137
    return-void
.end method

.method static writeNote(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;I)V
    .registers 8

    .line 145
    new-instance v0, Ljava/io/File;

    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "reminders"

    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v0, v1, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 147
    :try_start_f
    new-instance v1, Ljava/io/FileWriter;

    invoke-direct {v1, v0}, Ljava/io/FileWriter;-><init>(Ljava/io/File;)V

    .line 148
    invoke-virtual {v1, p2}, Ljava/io/FileWriter;->write(Ljava/lang/String;)V

    .line 149
    invoke-virtual {v1}, Ljava/io/FileWriter;->close()V

    .line 150
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "reminder written for "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, p3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v3, "Molar"

    invoke-static {v3, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    :try_end_34
    .catch Ljava/io/IOException; {:try_start_f .. :try_end_34} :catch_35

    .line 153
    goto :goto_3f

    .line 151
    :catch_35
    move-exception v1

    .line 152
    const-string v2, "Molar"

    const-string v3, "reminder not written"

    invoke-static {v2, v3, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 154
    :goto_3f
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    .line 51
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 52
    invoke-virtual {p0}, Lcom/molar/appointments/AppointmentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    invoke-virtual {v1, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 53
    if-eqz v1, :cond_unknown

    array-length v2, v1

    if-nez v2, :cond_loop

    .line 54
    :cond_unknown
    const-string v2, "PERMISSION_DENIED"

    const-string v3, "unknown caller"

    invoke-static {v2, v3}, Lcom/molar/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 56
    :cond_loop
    array-length v2, v1

    const/4 v3, 0x0

    :goto_loop
    if-ge v3, v2, :cond_req

    aget-object v4, v1, v3

    .line 57
    sget-object v5, Lcom/molar/appointments/AppointmentProvider;->FRONT_DESK:Ljava/util/Set;

    invoke-interface {v5, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v5

    if-nez v5, :cond_next_pkg

    .line 58
    const-string v5, "PERMISSION_DENIED"

    const-string v6, "not a Molar front-desk app"

    invoke-static {v5, v6}, Lcom/molar/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 56
    :cond_next_pkg
    add-int/lit8 v3, v3, 0x1

    goto :goto_loop

    .line 61
    :cond_req
    if-eqz p3, :cond_new_bundle

    move-object v2, p3

    goto :goto_have_req

    :cond_new_bundle
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 62
    :goto_have_req
    const-string v3, "negotiate"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_session

    .line 63
    invoke-static {}, Lcom/molar/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v3

    .line 64
    iget-object v4, p0, Lcom/molar/appointments/AppointmentProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    invoke-interface {v4, v3, v5}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 65
    const-string v4, "{\"selected_version\":2}"

    invoke-static {v4}, Lcom/molar/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    .line 66
    const-string v5, "session_token"

    invoke-virtual {v4, v5, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 67
    return-object v4

    .line 69
    :cond_session
    iget-object v3, p0, Lcom/molar/appointments/AppointmentProvider;->sessions:Ljava/util/Map;

    const-string v4, "session_token"

    const-string v5, ""

    invoke-virtual {v2, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-interface {v3, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/Integer;

    .line 70
    if-eqz v3, :cond_negotiate_first

    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I

    move-result v4

    if-eq v4, v0, :cond_list

    .line 71
    :cond_negotiate_first
    const-string v4, "NEGOTIATION_REQUIRED"

    const-string v5, "negotiate first"

    invoke-static {v4, v5}, Lcom/molar/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 73
    :cond_list
    const-string v4, "list_tools"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_execute

    .line 74
    const-string v4, "{\"revision\":\"3\",\"tools\":[]}"

    invoke-static {v4}, Lcom/molar/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 76
    :cond_execute
    const-string v4, "execute_tool"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-nez v4, :cond_deadline

    .line 77
    const-string v4, "METHOD_NOT_FOUND"

    const-string v5, "unknown method"

    invoke-static {v4, v5}, Lcom/molar/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 79
    :cond_deadline
    const-string v4, "deadline_at_ms"

    invoke-virtual {v2, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v4

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    cmp-long v8, v4, v6

    if-gtz v8, :cond_resume

    .line 80
    const-string v4, "DEADLINE_EXCEEDED"

    const-string v5, "deadline passed"

    invoke-static {v4, v5}, Lcom/molar/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 82
    :cond_resume
    const-string v4, "resume_token"

    invoke-virtual {v2, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 83
    if-eqz v4, :cond_not_resumed

    iget-object v5, p0, Lcom/molar/appointments/AppointmentProvider;->component:Lcom/molar/di/AppComponent;

    invoke-interface {v5}, Lcom/molar/di/AppComponent;->tokenStore()Ljavax/inject/Provider;

    move-result-object v5

    invoke-interface {v5}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Lcom/molar/core/TokenStore;

    invoke-virtual {p0}, Lcom/molar/appointments/AppointmentProvider;->getContext()Landroid/content/Context;

    move-result-object v6

    invoke-virtual {v5, v6, v4}, Lcom/molar/core/TokenStore;->take(Landroid/content/Context;Ljava/lang/String;)I

    move-result v5

    if-ne v5, v0, :cond_not_resumed

    const/4 v5, 0x1

    goto :goto_resumed

    :cond_not_resumed
    const/4 v5, 0x0

    .line 85
    :goto_resumed
    :try_start_args
    new-instance v6, Lorg/json/JSONObject;

    const-string v7, "args"

    const-string v8, "{}"

    invoke-virtual {v2, v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    invoke-direct {v6, v7}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 86
    const-string v7, "tool_name"

    const-string v8, ""

    invoke-virtual {v2, v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    invoke-direct {p0, v7, v6, v0, v5}, Lcom/molar/appointments/AppointmentProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;

    move-result-object v7
    :try_end_execute
    .catch Ljava/lang/Exception; {:try_start_args .. :try_end_execute} :catch_failed

    return-object v7

    .line 87
    :catch_failed
    move-exception v6

    .line 88
    const-string v7, "Molar"

    const-string v8, "tool failed"

    invoke-static {v7, v8, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 89
    const-string v7, "INTERNAL"

    const-string v8, "the tool could not run"

    invoke-static {v7, v8}, Lcom/molar/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v7

    return-object v7
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 173
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 163
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 168
    const/4 v0, 0x0

    return-object v0
.end method

.method nextSlot(Landroid/content/Context;Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 8

    .line 122
    iget-object v0, p0, Lcom/molar/appointments/AppointmentProvider;->component:Lcom/molar/di/AppComponent;

    invoke-interface {v0}, Lcom/molar/di/AppComponent;->chartService()Ljavax/inject/Provider;

    move-result-object v0

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/molar/appointments/ChartService;

    .line 123
    new-instance v1, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda2;

    invoke-direct {v1, v0, p1, p2, p3}, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda2;-><init>(Lcom/molar/appointments/ChartService;Landroid/content/Context;Ljava/lang/String;I)V

    invoke-static {v1}, Lio/reactivex/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/Single;

    move-result-object v1

    .line 124
    invoke-static {}, Lio/reactivex/schedulers/Schedulers;->io()Lio/reactivex/Scheduler;

    move-result-object v2

    invoke-virtual {v1, v2}, Lio/reactivex/Single;->subscribeOn(Lio/reactivex/Scheduler;)Lio/reactivex/Single;

    move-result-object v1

    sget-object v2, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda3;

    .line 125
    invoke-virtual {v1, v2}, Lio/reactivex/Single;->map(Lio/reactivex/functions/Function;)Lio/reactivex/Single;

    move-result-object v1

    .line 126
    invoke-virtual {v1}, Lio/reactivex/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v1

    .line 123
    check-cast v1, Landroid/os/Bundle;

    return-object v1
.end method

.method public onCreate()Z
    .registers 3

    .line 43
    invoke-static {}, Lcom/molar/di/DaggerAppComponent;->create()Lcom/molar/di/AppComponent;

    move-result-object v0

    iput-object v0, p0, Lcom/molar/appointments/AppointmentProvider;->component:Lcom/molar/di/AppComponent;

    .line 44
    new-instance v0, Landroid/os/HandlerThread;

    const-string v1, "molar-reminders"

    invoke-direct {v0, v1}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V

    iput-object v0, p0, Lcom/molar/appointments/AppointmentProvider;->reminders:Landroid/os/HandlerThread;

    .line 45
    iget-object v0, p0, Lcom/molar/appointments/AppointmentProvider;->reminders:Landroid/os/HandlerThread;

    invoke-virtual {v0}, Landroid/os/HandlerThread;->start()V

    .line 46
    const/4 v0, 0x1

    return v0
.end method

.method patientLookup(Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    .line 114
    iget-object v0, p0, Lcom/molar/appointments/AppointmentProvider;->component:Lcom/molar/di/AppComponent;

    invoke-interface {v0}, Lcom/molar/di/AppComponent;->chartService()Ljavax/inject/Provider;

    move-result-object v0

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/molar/appointments/ChartService;

    .line 115
    new-instance v1, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, v0, p1, p2}, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda0;-><init>(Lcom/molar/appointments/ChartService;Landroid/content/Context;Ljava/lang/String;)V

    invoke-static {v1}, Lio/reactivex/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/Single;

    move-result-object v1

    .line 116
    invoke-static {}, Lio/reactivex/schedulers/Schedulers;->io()Lio/reactivex/Scheduler;

    move-result-object v2

    invoke-virtual {v1, v2}, Lio/reactivex/Single;->subscribeOn(Lio/reactivex/Scheduler;)Lio/reactivex/Single;

    move-result-object v1

    sget-object v2, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda1;

    .line 117
    invoke-virtual {v1, v2}, Lio/reactivex/Single;->map(Lio/reactivex/functions/Function;)Lio/reactivex/Single;

    move-result-object v1

    .line 118
    invoke-virtual {v1}, Lio/reactivex/Single;->blockingGet()Ljava/lang/Object;

    move-result-object v1

    .line 115
    check-cast v1, Landroid/os/Bundle;

    return-object v1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 158
    const/4 v0, 0x0

    return-object v0
.end method

.method remindPatient(Landroid/content/Context;Lorg/json/JSONObject;I)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 130
    const-string v0, "note_file"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 131
    const-string v1, "text"

    const-string v2, ""

    invoke-virtual {p2, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 132
    new-instance v2, Ljava/util/concurrent/CountDownLatch;

    const/4 v3, 0x1

    invoke-direct {v2, v3}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V

    .line 133
    new-instance v3, Landroid/os/Handler;

    iget-object v4, p0, Lcom/molar/appointments/AppointmentProvider;->reminders:Landroid/os/HandlerThread;

    invoke-virtual {v4}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;

    move-result-object v4

    invoke-direct {v3, v4}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    .line 134
    new-instance v4, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda4;

    move-object v5, p1

    move-object v6, v0

    move-object v7, v1

    move v8, p3

    move-object v9, v2

    invoke-direct/range {v4 .. v9}, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda4;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;ILjava/util/concurrent/CountDownLatch;)V

    invoke-virtual {v3, v4}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z

    .line 138
    const-wide/16 v4, 0x2

    sget-object v6, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-virtual {v2, v4, v5, v6}, Ljava/util/concurrent/CountDownLatch;->await(JLjava/util/concurrent/TimeUnit;)Z

    move-result v4

    if-nez v4, :cond_queued

    .line 139
    const-string v4, "UNAVAILABLE"

    const-string v5, "reminder queue busy"

    invoke-static {v4, v5}, Lcom/molar/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 141
    :cond_queued
    const-string v4, "{\"queued\":true}"

    invoke-static {v4}, Lcom/molar/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 178
    const/4 v0, 0x0

    return v0
.end method
