.class public Lcom/pillpoint/tools/PickupProvider;
.super Lcom/pillpoint/tools/BaseToolProvider;
.source "PickupProvider.java"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/pillpoint/tools/PickupProvider$Reschedule;
    }
.end annotation

.field static final HANDLERS:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Lcom/pillpoint/tools/ToolHandler;",
            ">;"
        }
    .end annotation
.end field

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"pickup-12\",\"tools\":[]}"

.field static sMain:Landroid/os/Handler;

.field private db:Lcom/pillpoint/data/PickupDb;

.field private io:Ljava/util/concurrent/ExecutorService;

.method static bridge synthetic -$$Nest$fgetdb(Lcom/pillpoint/tools/PickupProvider;)Lcom/pillpoint/data/PickupDb;
    .registers 1
    iget-object p0, p0, Lcom/pillpoint/tools/PickupProvider;->db:Lcom/pillpoint/data/PickupDb;
    return-object p0
.end method

.method static bridge synthetic -$$Nest$mcancelPickup(Lcom/pillpoint/tools/PickupProvider;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 2
    invoke-direct {p0, p1}, Lcom/pillpoint/tools/PickupProvider;->cancelPickup(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method static bridge synthetic -$$Nest$mreadyAlert(Lcom/pillpoint/tools/PickupProvider;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 2
    invoke-direct {p0, p1}, Lcom/pillpoint/tools/PickupProvider;->readyAlert(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 17
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/pillpoint/tools/PickupProvider;->HANDLERS:Ljava/util/HashMap;
    .line 24
    new-instance v1, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda1;
    invoke-direct {v1}, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda1;-><init>()V
    const-string v2, "pickup_status"
    invoke-virtual {v0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 25
    sget-object v0, Lcom/pillpoint/tools/PickupProvider;->HANDLERS:Ljava/util/HashMap;
    new-instance v1, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda2;
    invoke-direct {v1}, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda2;-><init>()V
    const-string v2, "pickup_history"
    invoke-virtual {v0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 26
    sget-object v0, Lcom/pillpoint/tools/PickupProvider;->HANDLERS:Ljava/util/HashMap;
    new-instance v1, Lcom/pillpoint/tools/PickupProvider$1;
    invoke-direct {v1}, Lcom/pillpoint/tools/PickupProvider$1;-><init>()V
    const-string v2, "ready_alert"
    invoke-virtual {v0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 32
    sget-object v0, Lcom/pillpoint/tools/PickupProvider;->HANDLERS:Ljava/util/HashMap;
    new-instance v1, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda3;
    invoke-direct {v1}, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda3;-><init>()V
    const-string v2, "pickup_reminder"
    invoke-virtual {v0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 33
    sget-object v0, Lcom/pillpoint/tools/PickupProvider;->HANDLERS:Ljava/util/HashMap;
    new-instance v1, Lcom/pillpoint/tools/PickupProvider$2;
    invoke-direct {v1}, Lcom/pillpoint/tools/PickupProvider$2;-><init>()V
    const-string v2, "cancel_pickup"
    invoke-virtual {v0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 39
    sget-object v0, Lcom/pillpoint/tools/PickupProvider;->HANDLERS:Ljava/util/HashMap;
    new-instance v1, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda4;
    invoke-direct {v1}, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda4;-><init>()V
    const-string v2, "reschedule_pickup"
    invoke-virtual {v0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 40
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 15
    invoke-direct {p0}, Lcom/pillpoint/tools/BaseToolProvider;-><init>()V
    return-void
.end method

.method private cancelPickup(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 80
    new-instance v0, Lcom/pillpoint/tools/PickupProvider$4;
    invoke-direct {v0, p0, p1}, Lcom/pillpoint/tools/PickupProvider$4;-><init>(Lcom/pillpoint/tools/PickupProvider;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/pillpoint/util/Cleared;->run(Lcom/pillpoint/util/Callback;)V
    .line 86
    const-string p1, "{\"cancelled\":true}"
    invoke-virtual {p0, p1}, Lcom/pillpoint/tools/PickupProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public static synthetic lambda$static$0(Lcom/pillpoint/tools/PickupProvider;Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    .registers 4
    .line 24
    iget-object v0, p0, Lcom/pillpoint/tools/PickupProvider;->db:Lcom/pillpoint/data/PickupDb;
    iget-object p1, p1, Lcom/pillpoint/tools/Request;->args:Lorg/json/JSONObject;
    const-string v1, "rx_no"
    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/pillpoint/data/PickupDb;->state(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1}, Lcom/pillpoint/tools/PickupProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static synthetic lambda$static$1(Lcom/pillpoint/tools/PickupProvider;Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    .registers 5
    .line 25
    iget-object v0, p0, Lcom/pillpoint/tools/PickupProvider;->db:Lcom/pillpoint/data/PickupDb;
    iget-object v1, p1, Lcom/pillpoint/tools/Request;->args:Lorg/json/JSONObject;
    const-string v2, "store_id"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    iget p1, p1, Lcom/pillpoint/tools/Request;->uid:I
    invoke-virtual {v0, v1, p1}, Lcom/pillpoint/data/PickupDb;->history(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1}, Lcom/pillpoint/tools/PickupProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static synthetic lambda$static$2(Lcom/pillpoint/tools/PickupProvider;Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    .registers 4
    .line 32
    iget v0, p1, Lcom/pillpoint/tools/Request;->uid:I
    iget-object p1, p1, Lcom/pillpoint/tools/Request;->args:Lorg/json/JSONObject;
    const-string v1, "rx_no"
    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, v0, p1}, Lcom/pillpoint/tools/PickupProvider;->remindLater(ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static synthetic lambda$static$3(Lcom/pillpoint/tools/PickupProvider;Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    .registers 2
    .line 39
    invoke-direct {p0, p1}, Lcom/pillpoint/tools/PickupProvider;->reschedule(Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method private readyAlert(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    .line 65
    sget-object v0, Lcom/pillpoint/tools/PickupProvider;->sMain:Landroid/os/Handler;
    new-instance v1, Lcom/pillpoint/tools/PickupProvider$3;
    invoke-direct {v1, p0, p1}, Lcom/pillpoint/tools/PickupProvider$3;-><init>(Lcom/pillpoint/tools/PickupProvider;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 71
    const-string p1, "{\"subscribed\":true}"
    invoke-virtual {p0, p1}, Lcom/pillpoint/tools/PickupProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private remindLater(ILjava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 75
    iget-object v0, p0, Lcom/pillpoint/tools/PickupProvider;->io:Ljava/util/concurrent/ExecutorService;
    new-instance v1, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0, p2, p1}, Lcom/pillpoint/tools/PickupProvider$$ExternalSyntheticLambda0;-><init>(Lcom/pillpoint/tools/PickupProvider;Ljava/lang/String;I)V
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/lang/Runnable;)Ljava/util/concurrent/Future;
    .line 76
    const-string p1, "{\"scheduled\":true}"
    invoke-virtual {p0, p1}, Lcom/pillpoint/tools/PickupProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private reschedule(Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    .registers 8
    .line 90
    new-instance v0, Lcom/pillpoint/tools/PickupProvider$Reschedule;
    iget-object v1, p0, Lcom/pillpoint/tools/PickupProvider;->db:Lcom/pillpoint/data/PickupDb;
    iget-object v2, p1, Lcom/pillpoint/tools/Request;->args:Lorg/json/JSONObject;
    const-string v3, "rx_no"
    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    iget-object v3, p1, Lcom/pillpoint/tools/Request;->args:Lorg/json/JSONObject;
    const-string v4, "day"
    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result v3
    iget-object p1, p1, Lcom/pillpoint/tools/Request;->pkg:Ljava/lang/String;
    invoke-direct {v0, v1, v2, v3, p1}, Lcom/pillpoint/tools/PickupProvider$Reschedule;-><init>(Lcom/pillpoint/data/PickupDb;Ljava/lang/String;ILjava/lang/String;)V
    invoke-static {v0}, Lcom/pillpoint/util/Cleared;->run(Lcom/pillpoint/util/Callback;)V
    .line 91
    const-string p1, "{\"rescheduled\":true}"
    invoke-virtual {p0, p1}, Lcom/pillpoint/tools/PickupProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method protected handle(Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    .registers 4
    .line 52
    sget-object v0, Lcom/pillpoint/tools/PickupProvider;->HANDLERS:Ljava/util/HashMap;
    iget-object v1, p1, Lcom/pillpoint/tools/Request;->tool:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/pillpoint/tools/ToolHandler;
    .line 53
    if-nez v0, :cond_0
    .line 54
    const-string p1, "TOOL_NOT_FOUND"
    const-string v0, "no such tool"
    invoke-static {p1, v0}, Lcom/pillpoint/tools/PickupProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 56
    :cond_0
    invoke-interface {v0, p0, p1}, Lcom/pillpoint/tools/ToolHandler;->handle(Lcom/pillpoint/tools/PickupProvider;Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public synthetic lambda$remindLater$4$com-pillpoint-tools-PickupProvider(Ljava/lang/String;I)V
    .registers 4
    .line 75
    iget-object v0, p0, Lcom/pillpoint/tools/PickupProvider;->db:Lcom/pillpoint/data/PickupDb;
    invoke-virtual {v0, p1, p2}, Lcom/pillpoint/data/PickupDb;->remind(Ljava/lang/String;I)V
    return-void
.end method

.method public onCreate()Z
    .registers 3
    .line 44
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    sput-object v0, Lcom/pillpoint/tools/PickupProvider;->sMain:Landroid/os/Handler;
    .line 45
    new-instance v0, Lcom/pillpoint/data/PickupDb;
    invoke-virtual {p0}, Lcom/pillpoint/tools/PickupProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/pillpoint/data/PickupDb;-><init>(Landroid/content/Context;)V
    iput-object v0, p0, Lcom/pillpoint/tools/PickupProvider;->db:Lcom/pillpoint/data/PickupDb;
    .line 46
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/pillpoint/tools/PickupProvider;->io:Ljava/util/concurrent/ExecutorService;
    .line 47
    const/4 v0, 0x1
    return v0
.end method

.method protected toolsJson()Ljava/lang/String;
    .registers 2
    .line 61
    const-string v0, "{\"revision\":\"pickup-12\",\"tools\":[]}"
    return-object v0
.end method
