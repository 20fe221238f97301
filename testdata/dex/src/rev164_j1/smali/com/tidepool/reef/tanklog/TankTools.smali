.class final Lcom/tidepool/reef/tanklog/TankTools;
.super Ljava/lang/Object;
.source "TankTools.java"

# interfaces
.implements Lcom/tidepool/reef/cetp/RequestBus$Observer;


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tidepool/reef/tanklog/TankTools$Args;
    }
.end annotation


# static fields
.field static final READ:[Ljava/lang/String;

.field private static final RETEST_AFTER_MS:J = 0xf731400L

.field static final WRITE:[Ljava/lang/String;


# instance fields
.field private final context:Landroid/content/Context;

.field private final handlers:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/tidepool/reef/cetp/ToolHandler;",
            ">;"
        }
    .end annotation
.end field

.field private final prompt:Lcom/tidepool/reef/cetp/Confirmations$Prompt;

.field private final repo:Lcom/tidepool/reef/data/TankRepo;

.field private final specs:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/tidepool/reef/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 36
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "tanks.read"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tidepool/reef/tanklog/TankTools;->READ:[Ljava/lang/String;

    .line 37
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "tanks.write"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tidepool/reef/tanklog/TankTools;->WRITE:[Ljava/lang/String;

    return-void
.end method

.method constructor <init>(Landroid/content/Context;Lcom/tidepool/reef/data/TankRepo;Lcom/tidepool/reef/cetp/Confirmations$Prompt;)V
    .registers 20

    .line 125
    move-object/from16 v0, p0

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    .line 86
    new-instance v1, Ljava/util/LinkedHashMap;

    invoke-direct {v1}, Ljava/util/LinkedHashMap;-><init>()V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tidepool/reef/tanklog/TankTools;->specs:Ljava/util/Map;

    .line 87
    new-instance v1, Ljava/util/HashMap;

    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tidepool/reef/tanklog/TankTools;->handlers:Ljava/util/Map;

    .line 93
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidepool/reef/tanklog/TankTools;->specs:Ljava/util/Map;

    new-instance v2, Lcom/tidepool/reef/cetp/ToolSpec;

    sget-object v13, Lcom/tidepool/reef/tanklog/TankTools;->READ:[Ljava/lang/String;

    move-object v3, v2

    const-string v4, "list_tanks"

    const-string v5, "List tanks"

    const-string v6, "Lists the aquariums in the tank log."

    const-string v7, "read"

    const-string v8, "low"

    const-string v9, "never"

    const/4 v10, 0x0

    const/4 v11, 0x1

    const/4 v12, 0x0

    const-string v14, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    const-string v15, "{\"type\":\"object\",\"properties\":{\"tanks\":{\"type\":\"array\"}},\"required\":[\"tanks\"]}"

    invoke-direct/range {v3 .. v15}, Lcom/tidepool/reef/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const-string v1, "list_tanks"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 97
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidepool/reef/tanklog/TankTools;->specs:Ljava/util/Map;

    new-instance v2, Lcom/tidepool/reef/cetp/ToolSpec;

    sget-object v13, Lcom/tidepool/reef/tanklog/TankTools;->READ:[Ljava/lang/String;

    move-object v3, v2

    const-string v4, "get_water_tests"

    const-string v5, "Get water tests"

    const-string v6, "Returns a tank\'s most recent water test results, newest first."

    const-string v7, "read"

    const-string v8, "low"

    const-string v9, "never"

    const/4 v10, 0x0

    const/4 v11, 0x1

    const/4 v12, 0x0

    const-string v14, "{\"type\":\"object\",\"properties\":{\"tank_id\":{\"type\":\"integer\"},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"required\":[\"tank_id\"],\"additionalProperties\":false}"

    const-string v15, "{\"type\":\"object\",\"properties\":{\"tests\":{\"type\":\"array\"}},\"required\":[\"tests\"]}"

    invoke-direct/range {v3 .. v15}, Lcom/tidepool/reef/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const-string v1, "get_water_tests"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 103
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidepool/reef/tanklog/TankTools;->specs:Ljava/util/Map;

    new-instance v2, Lcom/tidepool/reef/cetp/ToolSpec;

    sget-object v13, Lcom/tidepool/reef/tanklog/TankTools;->WRITE:[Ljava/lang/String;

    move-object v3, v2

    const-string v4, "log_water_test"

    const-string v5, "Log a water test"

    const-string v6, "Records one water test result for a tank and sets a retest reminder."

    const-string v7, "create"

    const-string v8, "low"

    const-string v9, "never"

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const-string v14, "{\"type\":\"object\",\"properties\":{\"tank_id\":{\"type\":\"integer\"},\"parameter\":{\"enum\":[\"alkalinity\",\"calcium\",\"magnesium\",\"nitrate\",\"phosphate\",\"ph\",\"salinity\"]},\"value\":{\"type\":\"number\",\"minimum\":0}},\"required\":[\"tank_id\",\"parameter\",\"value\"],\"additionalProperties\":false}"

    const-string v15, "{\"type\":\"object\",\"properties\":{\"test_id\":{\"type\":\"integer\"}},\"required\":[\"test_id\"]}"

    invoke-direct/range {v3 .. v15}, Lcom/tidepool/reef/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const-string v1, "log_water_test"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 111
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidepool/reef/tanklog/TankTools;->specs:Ljava/util/Map;

    new-instance v2, Lcom/tidepool/reef/cetp/ToolSpec;

    sget-object v13, Lcom/tidepool/reef/tanklog/TankTools;->WRITE:[Ljava/lang/String;

    move-object v3, v2

    const-string v4, "rename_tank"

    const-string v5, "Rename a tank"

    const-string v6, "Changes a tank\'s display name."

    const-string v7, "update"

    const-string v8, "low"

    const-string v9, "never"

    const/4 v10, 0x0

    const/4 v11, 0x1

    const/4 v12, 0x0

    const-string v14, "{\"type\":\"object\",\"properties\":{\"tank_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":40}},\"required\":[\"tank_id\",\"name\"],\"additionalProperties\":false}"

    const-string v15, "{\"type\":\"object\",\"properties\":{\"renamed\":{\"type\":\"boolean\"}},\"required\":[\"renamed\"]}"

    invoke-direct/range {v3 .. v15}, Lcom/tidepool/reef/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const-string v1, "rename_tank"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 117
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidepool/reef/tanklog/TankTools;->specs:Ljava/util/Map;

    new-instance v2, Lcom/tidepool/reef/cetp/ToolSpec;

    sget-object v13, Lcom/tidepool/reef/tanklog/TankTools;->WRITE:[Ljava/lang/String;

    move-object v3, v2

    const-string v4, "delete_water_test"

    const-string v5, "Delete a water test"

    const-string v6, "Deletes one water test result. The user confirms in Reefkeeper."

    const-string v7, "delete"

    const-string v8, "moderate"

    const-string v9, "always"

    const/4 v10, 0x1

    const/4 v11, 0x0

    const/4 v12, 0x0

    const-string v14, "{\"type\":\"object\",\"properties\":{\"test_id\":{\"type\":\"integer\"}},\"required\":[\"test_id\"],\"additionalProperties\":false}"

    const-string v15, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]}"

    invoke-direct/range {v3 .. v15}, Lcom/tidepool/reef/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const-string v1, "delete_water_test"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 126
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    iput-object v1, v0, Lcom/tidepool/reef/tanklog/TankTools;->context:Landroid/content/Context;

    .line 127
    move-object/from16 v0, p0

    move-object/from16 v1, p2

    iput-object v1, v0, Lcom/tidepool/reef/tanklog/TankTools;->repo:Lcom/tidepool/reef/data/TankRepo;

    .line 128
    move-object/from16 v0, p0

    move-object/from16 v1, p3

    iput-object v1, v0, Lcom/tidepool/reef/tanklog/TankTools;->prompt:Lcom/tidepool/reef/cetp/Confirmations$Prompt;

    .line 129
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidepool/reef/tanklog/TankTools;->handlers:Ljava/util/Map;

    new-instance v2, Lcom/tidepool/reef/tanklog/TankTools$1;

    move-object/from16 v4, p0

    move-object/from16 v5, p2

    invoke-direct {v2, v4, v5}, Lcom/tidepool/reef/tanklog/TankTools$1;-><init>(Lcom/tidepool/reef/tanklog/TankTools;Lcom/tidepool/reef/data/TankRepo;)V

    const-string v1, "list_tanks"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 146
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidepool/reef/tanklog/TankTools;->handlers:Ljava/util/Map;

    new-instance v2, Lcom/tidepool/reef/tanklog/TankTools$2;

    move-object/from16 v4, p0

    invoke-direct {v2, v4}, Lcom/tidepool/reef/tanklog/TankTools$2;-><init>(Lcom/tidepool/reef/tanklog/TankTools;)V

    const-string v1, "get_water_tests"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 171
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidepool/reef/tanklog/TankTools;->handlers:Ljava/util/Map;

    new-instance v2, Lcom/tidepool/reef/tanklog/TankTools$3;

    move-object/from16 v4, p0

    invoke-direct {v2, v4}, Lcom/tidepool/reef/tanklog/TankTools$3;-><init>(Lcom/tidepool/reef/tanklog/TankTools;)V

    const-string v1, "log_water_test"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 200
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidepool/reef/tanklog/TankTools;->handlers:Ljava/util/Map;

    new-instance v2, Lcom/tidepool/reef/tanklog/TankTools$4;

    move-object/from16 v4, p0

    invoke-direct {v2, v4}, Lcom/tidepool/reef/tanklog/TankTools$4;-><init>(Lcom/tidepool/reef/tanklog/TankTools;)V

    const-string v1, "rename_tank"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 216
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidepool/reef/tanklog/TankTools;->handlers:Ljava/util/Map;

    new-instance v2, Lcom/tidepool/reef/tanklog/TankTools$5;

    move-object/from16 v4, p0

    invoke-direct {v2, v4}, Lcom/tidepool/reef/tanklog/TankTools$5;-><init>(Lcom/tidepool/reef/tanklog/TankTools;)V

    const-string v1, "delete_water_test"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 236
    return-void
.end method

.method static synthetic access$000(Lcom/tidepool/reef/tanklog/TankTools;)Lcom/tidepool/reef/data/TankRepo;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools;->repo:Lcom/tidepool/reef/data/TankRepo;

    return-object v0
.end method

.method static synthetic access$100(Ljava/lang/String;D)Z
    .registers 4

    .line 35
    invoke-static {p0, p1, p2}, Lcom/tidepool/reef/tanklog/TankTools;->plausible(Ljava/lang/String;D)Z

    move-result v0

    return v0
.end method

.method static synthetic access$200(Lcom/tidepool/reef/tanklog/TankTools;)Landroid/content/Context;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools;->context:Landroid/content/Context;

    return-object v0
.end method

.method static synthetic access$300(Lcom/tidepool/reef/tanklog/TankTools;)Lcom/tidepool/reef/cetp/Confirmations$Prompt;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools;->prompt:Lcom/tidepool/reef/cetp/Confirmations$Prompt;

    return-object v0
.end method

.method private static plausible(Ljava/lang/String;D)Z
    .registers 9

    .line 239
    if-eqz p0, :cond_0

    invoke-static {p1, p2}, Ljava/lang/Double;->isNaN(D)Z

    move-result v0

    if-nez v0, :cond_0

    const-wide/16 v2, 0x0

    cmpg-double v0, p1, v2

    if-gez v0, :cond_1

    .line 240
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 242
    :cond_1
    move-object v4, p0

    const/4 v5, -0x1

    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "alkalinity"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v5, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "calcium"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v5, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "magnesium"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v5, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "nitrate"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v5, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "phosphate"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v5, 0x4

    goto :goto_0

    :sswitch_5
    const-string v1, "ph"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v5, 0x5

    goto :goto_0

    :sswitch_6
    const-string v1, "salinity"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v5, 0x6

    :cond_2
    :goto_0
    packed-switch v5, :pswitch_data_0

    goto :goto_6

    .line 244
    :pswitch_0
    const-wide/high16 v2, 0x4034000000000000L    # 20.0

    cmpg-double v0, p1, v2

    if-gtz v0, :cond_3

    const/4 v0, 0x1

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    return v0

    .line 247
    :pswitch_1
    const-wide v2, 0x409f400000000000L    # 2000.0

    cmpg-double v0, p1, v2

    if-gtz v0, :cond_4

    const/4 v0, 0x1

    goto :goto_2

    :cond_4
    const/4 v0, 0x0

    :goto_2
    return v0

    .line 250
    :pswitch_2
    const-wide/high16 v2, 0x4069000000000000L    # 200.0

    cmpg-double v0, p1, v2

    if-gtz v0, :cond_5

    const/4 v0, 0x1

    goto :goto_3

    :cond_5
    const/4 v0, 0x0

    :goto_3
    return v0

    .line 252
    :pswitch_3
    const-wide/high16 v2, 0x402c000000000000L    # 14.0

    cmpg-double v0, p1, v2

    if-gtz v0, :cond_6

    const/4 v0, 0x1

    goto :goto_4

    :cond_6
    const/4 v0, 0x0

    :goto_4
    return v0

    .line 254
    :pswitch_4
    const-wide v2, 0x3ff199999999999aL    # 1.1

    cmpg-double v0, p1, v2

    if-gtz v0, :cond_7

    const/4 v0, 0x1

    goto :goto_5

    :cond_7
    const/4 v0, 0x0

    :goto_5
    return v0

    .line 256
    :goto_6
    const/4 v0, 0x0

    return v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x786eab48 -> :sswitch_2
        -0x34292ac2 -> :sswitch_4
        0xdf8 -> :sswitch_5
        0x20af824c -> :sswitch_1
        0x5153867e -> :sswitch_0
        0x73aa3c4b -> :sswitch_6
        0x74b24279 -> :sswitch_3
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_2
        :pswitch_2
        :pswitch_3
        :pswitch_4
    .end packed-switch
.end method


# virtual methods
.method public onRequest(Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)Z
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 270
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools;->handlers:Ljava/util/Map;

    iget-object v1, p1, Lcom/tidepool/reef/cetp/ToolRequest;->toolName:Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidepool/reef/cetp/ToolHandler;

    move-object v3, v0

    .line 271
    if-nez v3, :cond_0

    .line 272
    const/4 v0, 0x0

    return v0

    .line 275
    :cond_0
    :try_start_0
    invoke-interface {v3, p1, p2}, Lcom/tidepool/reef/cetp/ToolHandler;->run(Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 278
    goto :goto_0

    :catch_0
    move-exception v4

    .line 277
    const-string v1, "INVALID_ARGS"

    const-string v2, "The arguments do not match the tool\'s schema."

    invoke-interface {p2, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V

    .line 279
    :goto_0
    const/4 v0, 0x1

    return v0
.end method

.method spec(Ljava/lang/String;)Lcom/tidepool/reef/cetp/ToolSpec;
    .registers 3

    .line 261
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools;->specs:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidepool/reef/cetp/ToolSpec;

    return-object v0
.end method

.method specs()Ljava/util/Collection;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Collection<",
            "Lcom/tidepool/reef/cetp/ToolSpec;",
            ">;"
        }
    .end annotation

    .line 265
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankTools;->specs:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    return-object v0
.end method
