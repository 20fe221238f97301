.class final Lcom/relaykit/home/routines/RoutineCommands;
.super Ljava/lang/Object;
.source "RoutineCommands.java"


# static fields
.field private static final DEVICE_COMMANDS:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final DEVICE_ID:Ljava/util/regex/Pattern;

.field private static final MAX_ACTIONS:I = 0x14

.field private static final TIME_OF_DAY:Ljava/util/regex/Pattern;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 16
    const-string v0, "([01][0-9]|2[0-3]):[0-5][0-9]"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/routines/RoutineCommands;->TIME_OF_DAY:Ljava/util/regex/Pattern;

    .line 17
    const-string v0, "[a-z0-9_-]{1,64}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/routines/RoutineCommands;->DEVICE_ID:Ljava/util/regex/Pattern;

    .line 18
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "switch_on"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "switch_off"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "lock"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "unlock"

    aput-object v2, v0, v1

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/routines/RoutineCommands;->DEVICE_COMMANDS:Ljava/util/List;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    return-void
.end method

.method private static create(Lcom/relaykit/home/routines/RoutineRepo;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;)Lcom/relaykit/home/core/Command;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;
        }
    .end annotation

    .line 108
    invoke-virtual {p1}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    sget-object v0, Lcom/relaykit/home/routines/RoutineCommands;->TIME_OF_DAY:Ljava/util/regex/Pattern;

    invoke-virtual {v0, p2}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_1

    .line 109
    :cond_0
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v1, "INVALID_ARGS"

    invoke-direct {v0, v1}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0

    .line 111
    :cond_1
    new-instance v0, Lcom/relaykit/home/routines/RoutineCommands$3;

    invoke-direct {v0, p0, p1, p2, p3}, Lcom/relaykit/home/routines/RoutineCommands$3;-><init>(Lcom/relaykit/home/routines/RoutineRepo;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;)V

    return-object v0
.end method

.method static forTool(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/routines/RoutineRepo;)Lcom/relaykit/home/core/Command;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 25
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpRequest;->args()Lorg/json/JSONObject;

    move-result-object v5

    .line 26
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpRequest;->tool()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/relaykit/home/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v6

    const/4 v7, -0x1

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_routines"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "get_run_history"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "create_routine"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "run_routine"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x3

    goto :goto_0

    :sswitch_4
    const-string v1, "delete_routine"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v7, 0x4

    :cond_0
    :goto_0
    packed-switch v7, :pswitch_data_0

    goto/16 :goto_1

    .line 28
    :pswitch_0
    const-string v1, "include_disabled"

    const/4 v2, 0x0

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v8

    .line 29
    new-instance v1, Lcom/relaykit/home/routines/RoutineCommands$$ExternalSyntheticLambda0;

    invoke-direct {v1, p1, v8}, Lcom/relaykit/home/routines/RoutineCommands$$ExternalSyntheticLambda0;-><init>(Lcom/relaykit/home/routines/RoutineRepo;Z)V

    const-string v0, "List routines"

    invoke-static {v0, v1}, Lcom/relaykit/home/core/Command;->readOnly(Ljava/lang/String;Lcom/relaykit/home/core/Command$Query;)Lcom/relaykit/home/core/Command;

    move-result-object v0

    return-object v0

    .line 32
    :pswitch_1
    const-string v1, "routine_id"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 33
    invoke-virtual {p1, v8}, Lcom/relaykit/home/routines/RoutineRepo;->snapshot(Ljava/lang/String;)Landroid/content/ContentValues;

    .line 34
    const-string v3, "limit"

    const/16 v4, 0xa

    invoke-virtual {v5, v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v2

    const/16 v1, 0x32

    invoke-static {v1, v2}, Ljava/lang/Math;->min(II)I

    move-result v1

    const/4 v0, 0x1

    invoke-static {v0, v1}, Ljava/lang/Math;->max(II)I

    move-result v9

    .line 35
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Show runs of "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lcom/relaykit/home/routines/RoutineCommands$$ExternalSyntheticLambda1;

    invoke-direct {v1, p1, v8, v9}, Lcom/relaykit/home/routines/RoutineCommands$$ExternalSyntheticLambda1;-><init>(Lcom/relaykit/home/routines/RoutineRepo;Ljava/lang/String;I)V

    invoke-static {v0, v1}, Lcom/relaykit/home/core/Command;->readOnly(Ljava/lang/String;Lcom/relaykit/home/core/Command$Query;)Lcom/relaykit/home/core/Command;

    move-result-object v0

    return-object v0

    .line 38
    :pswitch_2
    const-string v2, "name"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "trigger_at"

    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 39
    const-string v4, "actions"

    invoke-virtual {v5, v4}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v3

    invoke-static {v3}, Lcom/relaykit/home/routines/RoutineCommands;->validActions(Lorg/json/JSONArray;)Lorg/json/JSONArray;

    move-result-object v3

    .line 38
    invoke-static {p1, v1, v2, v3}, Lcom/relaykit/home/routines/RoutineCommands;->create(Lcom/relaykit/home/routines/RoutineRepo;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;)Lcom/relaykit/home/core/Command;

    move-result-object v0

    return-object v0

    .line 41
    :pswitch_3
    const-string v1, "routine_id"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 42
    invoke-virtual {p1, v8}, Lcom/relaykit/home/routines/RoutineRepo;->snapshot(Ljava/lang/String;)Landroid/content/ContentValues;

    move-result-object v9

    .line 43
    new-instance v0, Lcom/relaykit/home/routines/RoutineCommands$1;

    invoke-direct {v0, p1, v8, v9}, Lcom/relaykit/home/routines/RoutineCommands$1;-><init>(Lcom/relaykit/home/routines/RoutineRepo;Ljava/lang/String;Landroid/content/ContentValues;)V

    return-object v0

    .line 70
    :pswitch_4
    const-string v1, "routine_id"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 71
    invoke-virtual {p1, v8}, Lcom/relaykit/home/routines/RoutineRepo;->snapshot(Ljava/lang/String;)Landroid/content/ContentValues;

    move-result-object v9

    .line 72
    new-instance v0, Lcom/relaykit/home/routines/RoutineCommands$2;

    invoke-direct {v0, p1, v8, v9}, Lcom/relaykit/home/routines/RoutineCommands$2;-><init>(Lcom/relaykit/home/routines/RoutineRepo;Ljava/lang/String;Landroid/content/ContentValues;)V

    return-object v0

    .line 102
    :goto_1
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v2, "TOOL_NOT_FOUND"

    invoke-direct {v0, v2}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0

    :sswitch_data_0
    .sparse-switch
        -0x7808f8f0 -> :sswitch_3
        -0x614cd889 -> :sswitch_1
        0x1249ec81 -> :sswitch_2
        0x60e10ab0 -> :sswitch_0
        0x60eeb230 -> :sswitch_4
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
    .end packed-switch
.end method

.method static synthetic lambda$forTool$0(Lcom/relaykit/home/routines/RoutineRepo;Z)Lorg/json/JSONObject;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 29
    invoke-virtual {p0, p1}, Lcom/relaykit/home/routines/RoutineRepo;->list(Z)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$forTool$1(Lcom/relaykit/home/routines/RoutineRepo;Ljava/lang/String;I)Lorg/json/JSONObject;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 35
    invoke-virtual {p0, p1, p2}, Lcom/relaykit/home/routines/RoutineRepo;->runs(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method static validActions(Lorg/json/JSONArray;)Lorg/json/JSONArray;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 144
    if-eqz p0, :cond_0

    invoke-virtual {p0}, Lorg/json/JSONArray;->length()I

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p0}, Lorg/json/JSONArray;->length()I

    move-result v0

    const/16 v1, 0x14

    if-le v0, v1, :cond_1

    .line 145
    :cond_0
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0

    .line 147
    :cond_1
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 148
    const/4 v4, 0x0

    :goto_0
    invoke-virtual {p0}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v4, v1, :cond_4

    .line 149
    invoke-virtual {p0, v4}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;

    move-result-object v5

    .line 150
    const-string v1, "device_id"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 151
    const-string v1, "command"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 152
    sget-object v0, Lcom/relaykit/home/routines/RoutineCommands;->DEVICE_ID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, v6}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_2

    sget-object v0, Lcom/relaykit/home/routines/RoutineCommands;->DEVICE_COMMANDS:Ljava/util/List;

    invoke-interface {v0, v7}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 153
    :cond_2
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0

    .line 155
    :cond_3
    new-instance v8, Lorg/json/JSONObject;

    invoke-direct {v8}, Lorg/json/JSONObject;-><init>()V

    .line 156
    const-string v1, "device_id"

    invoke-virtual {v8, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 157
    const-string v1, "command"

    invoke-virtual {v8, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 158
    invoke-virtual {v3, v8}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 148
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 160
    :cond_4
    return-object v3
.end method
