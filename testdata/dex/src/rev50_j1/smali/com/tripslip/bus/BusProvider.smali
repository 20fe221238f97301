.class public final Lcom/tripslip/bus/BusProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "BusProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tripslip/bus/BusProvider$AuditHandler;,
        Lcom/tripslip/bus/BusProvider$ManifestWriter;
    }
.end annotation


# static fields
.field static final MSG_ETA_ASKED:I = 0x2

.field static final MSG_VIEWED:I = 0x1

.field static final TAG:Ljava/lang/String; = "BusProvider"


# instance fields
.field private audit:Landroid/os/Handler;

.field db:Lcom/tripslip/data/TripDb;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 31
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V

    return-void
.end method

.method private manifest(J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7

    .line 110
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    .line 111
    iget-object v1, p0, Lcom/tripslip/bus/BusProvider;->db:Lcom/tripslip/data/TripDb;

    const-string v2, "SELECT group_concat(student) AS riders FROM seat_holds WHERE trip_id = ?"

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    .line 112
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object p1

    const/4 p2, 0x0

    aput-object p1, v3, p2

    .line 111
    invoke-virtual {v1, v2, v3}, Lcom/tripslip/data/TripDb;->row(Ljava/lang/String;[Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object p1

    .line 112
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p1

    .line 113
    new-instance p2, Lcom/tripslip/bus/BusProvider$ManifestWriter;

    const/4 v1, 0x0

    aget-object v1, v0, v1

    invoke-direct {p2, v1, p1}, Lcom/tripslip/bus/BusProvider$ManifestWriter;-><init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V

    invoke-virtual {p2}, Lcom/tripslip/bus/BusProvider$ManifestWriter;->start()V

    .line 114
    const/4 p1, 0x1

    aget-object p1, v0, p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->file(Landroid/os/ParcelFileDescriptor;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    :catch_0
    move-exception p1

    .line 116
    const-string p2, "BusProvider"

    const-string v0, "manifest pipe"

    invoke-static {p2, v0, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 117
    const-string p1, "UNAVAILABLE"

    const-string p2, "the manifest is not available, retry"

    invoke-static {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4

    .line 65
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "authorize "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    const-string v0, "BusProvider"

    invoke-static {v0, p1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 66
    invoke-static {}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p1

    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 12

    .line 71
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    .line 72
    const-string v1, "trip_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v1

    .line 74
    :try_start_0
    sget-object v3, Lcom/tripslip/bus/BusProvider$1;->$SwitchMap$com$tripslip$bus$BusTool:[I

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object v4

    invoke-static {v4}, Lcom/tripslip/bus/BusTool;->of(Ljava/lang/String;)Lcom/tripslip/bus/BusTool;

    move-result-object v4

    invoke-virtual {v4}, Lcom/tripslip/bus/BusTool;->ordinal()I

    move-result v4

    aget v3, v3, v4

    packed-switch v3, :pswitch_data_0

    .line 101
    const-string p1, "TOOL_NOT_FOUND"

    const-string v0, "no such tool"

    invoke-static {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 99
    :pswitch_5
    invoke-direct {p0, v1, v2}, Lcom/tripslip/bus/BusProvider;->manifest(J)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 93
    :pswitch_4
    new-instance p1, Landroid/content/ContentValues;

    invoke-direct {p1}, Landroid/content/ContentValues;-><init>()V

    .line 94
    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const-string v2, "trip_id"

    invoke-virtual {p1, v2, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 95
    const-string v1, "student"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v1, v0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 96
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v1, p0, Lcom/tripslip/bus/BusProvider;->db:Lcom/tripslip/data/TripDb;

    const-string v2, "seat_holds"

    invoke-virtual {v1, v2, p1}, Lcom/tripslip/data/TripDb;->insert(Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v1

    const-string p1, "booking"

    invoke-virtual {v0, p1, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 82
    :pswitch_3
    iget-object p1, p0, Lcom/tripslip/bus/BusProvider;->db:Lcom/tripslip/data/TripDb;

    const-string v3, "SELECT seats - (SELECT count(*) FROM seat_holds WHERE trip_id = ?) AS free FROM trips WHERE id = ?"

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    .line 83
    invoke-static {v1, v2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v5

    const/4 v6, 0x0

    aput-object v5, v4, v6

    invoke-static {v1, v2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v5

    const/4 v6, 0x1

    aput-object v5, v4, v6

    .line 82
    invoke-virtual {p1, v3, v4}, Lcom/tripslip/data/TripDb;->row(Ljava/lang/String;[Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object p1

    .line 83
    const-string v3, "free"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I

    move-result p1

    .line 84
    if-lez p1, :cond_reply

    .line 85
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 86
    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const-string v2, "trip_id"

    invoke-virtual {v4, v2, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 87
    const-string v1, "student"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v4, v1, v0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 88
    iget-object v0, p0, Lcom/tripslip/bus/BusProvider;->db:Lcom/tripslip/data/TripDb;

    const-string v1, "seat_holds"

    invoke-virtual {v0, v1, v4}, Lcom/tripslip/data/TripDb;->insert(Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 90
    :cond_reply
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v0, v3, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 79
    :pswitch_2
    iget-object p1, p0, Lcom/tripslip/bus/BusProvider;->audit:Landroid/os/Handler;

    const/4 v3, 0x2

    long-to-int v4, v1

    const/4 v5, 0x0

    invoke-static {p1, v3, v4, v5}, Landroid/os/Message;->obtain(Landroid/os/Handler;III)Landroid/os/Message;

    move-result-object v3

    invoke-virtual {p1, v3}, Landroid/os/Handler;->sendMessage(Landroid/os/Message;)Z

    .line 80
    iget-object p1, p0, Lcom/tripslip/bus/BusProvider;->db:Lcom/tripslip/data/TripDb;

    const-string v0, "SELECT eta_minutes FROM trips WHERE id = ?"

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    invoke-static {v1, v2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    aput-object v1, v3, v2

    invoke-virtual {p1, v0, v3}, Lcom/tripslip/data/TripDb;->row(Ljava/lang/String;[Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 76
    :pswitch_1
    iget-object v3, p0, Lcom/tripslip/bus/BusProvider;->audit:Landroid/os/Handler;

    const/4 v4, 0x1

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v5

    const/4 v6, 0x0

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v7

    invoke-static {v3, v4, v5, v6, v7}, Landroid/os/Message;->obtain(Landroid/os/Handler;IIILjava/lang/Object;)Landroid/os/Message;

    move-result-object p1

    invoke-virtual {v3, p1}, Landroid/os/Handler;->sendMessage(Landroid/os/Message;)Z

    .line 77
    iget-object p1, p0, Lcom/tripslip/bus/BusProvider;->db:Lcom/tripslip/data/TripDb;

    const-string v0, "SELECT title, seats FROM trips WHERE id = ?"

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    invoke-static {v1, v2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    aput-object v1, v3, v2

    invoke-virtual {p1, v0, v3}, Lcom/tripslip/data/TripDb;->row(Ljava/lang/String;[Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    :catch_0
    move-exception p1

    .line 104
    const-string p1, "INTERNAL_ERROR"

    const-string v0, "could not build the reply"

    invoke-static {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
    .end packed-switch
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/clawseed/cetp/sdk/CetpProviderTool;",
            ">;"
        }
    .end annotation

    .line 50
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;

    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v3, "trip_info"

    const-string v4, "Trip details"

    .line 51
    const-string v5, "bus.read"

    invoke-static {v5}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    invoke-direct/range {v2 .. v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v1, 0x0

    aput-object v2, v0, v1

    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v3, "bus_eta"

    const-string v4, "Bus arrival estimate"

    .line 53
    const-string v5, "bus.read"

    invoke-static {v5}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    invoke-direct/range {v2 .. v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v1, 0x1

    aput-object v2, v0, v1

    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v3, "seat_check"

    const-string v4, "Check free seats"

    .line 55
    const-string v5, "bus.read"

    invoke-static {v5}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    invoke-direct/range {v2 .. v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v1, 0x2

    aput-object v2, v0, v1

    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v3, "book_seat"

    const-string v4, "Book a bus seat"

    .line 57
    const-string v5, "bus.write"

    invoke-static {v5}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    invoke-direct/range {v2 .. v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v1, 0x3

    aput-object v2, v0, v1

    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v3, "trip_manifest"

    const-string v4, "Boarding manifest"

    .line 59
    const-string v5, "bus.read"

    invoke-static {v5}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    invoke-direct/range {v2 .. v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v1, 0x4

    aput-object v2, v0, v1

    .line 50
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 41
    new-instance v0, Lcom/tripslip/data/TripDb;

    invoke-virtual {p0}, Lcom/tripslip/bus/BusProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/tripslip/data/TripDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/tripslip/bus/BusProvider;->db:Lcom/tripslip/data/TripDb;

    .line 42
    new-instance v0, Landroid/os/HandlerThread;

    const-string v1, "bus-audit"

    invoke-direct {v0, v1}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V

    .line 43
    invoke-virtual {v0}, Landroid/os/HandlerThread;->start()V

    .line 44
    new-instance v1, Lcom/tripslip/bus/BusProvider$AuditHandler;

    invoke-virtual {v0}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;

    move-result-object v0

    invoke-direct {v1, p0, v0}, Lcom/tripslip/bus/BusProvider$AuditHandler;-><init>(Lcom/tripslip/bus/BusProvider;Landroid/os/Looper;)V

    iput-object v1, p0, Lcom/tripslip/bus/BusProvider;->audit:Landroid/os/Handler;

    .line 45
    const/4 v0, 0x1

    return v0
.end method
