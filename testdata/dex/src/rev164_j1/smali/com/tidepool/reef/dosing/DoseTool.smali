.class abstract enum Lcom/tidepool/reef/dosing/DoseTool;
.super Ljava/lang/Enum;
.source "DoseTool.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tidepool/reef/dosing/DoseTool$Args;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/tidepool/reef/dosing/DoseTool;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/tidepool/reef/dosing/DoseTool;

.field public static final enum CANCEL_SCHEDULE:Lcom/tidepool/reef/dosing/DoseTool;

.field public static final enum LIST_PUMPS:Lcom/tidepool/reef/dosing/DoseTool;

.field public static final enum PUMP_STATUS:Lcom/tidepool/reef/dosing/DoseTool;

.field public static final enum RUN_DOSE_NOW:Lcom/tidepool/reef/dosing/DoseTool;

.field public static final enum SCHEDULE_DOSE:Lcom/tidepool/reef/dosing/DoseTool;


# instance fields
.field final spec:Lcom/tidepool/reef/cetp/ToolSpec;


# direct methods
.method private static synthetic $values()[Lcom/tidepool/reef/dosing/DoseTool;
    .registers 3

    .line 27
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/tidepool/reef/dosing/DoseTool;

    sget-object v2, Lcom/tidepool/reef/dosing/DoseTool;->LIST_PUMPS:Lcom/tidepool/reef/dosing/DoseTool;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/tidepool/reef/dosing/DoseTool;->PUMP_STATUS:Lcom/tidepool/reef/dosing/DoseTool;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/tidepool/reef/dosing/DoseTool;->SCHEDULE_DOSE:Lcom/tidepool/reef/dosing/DoseTool;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/tidepool/reef/dosing/DoseTool;->RUN_DOSE_NOW:Lcom/tidepool/reef/dosing/DoseTool;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/tidepool/reef/dosing/DoseTool;->CANCEL_SCHEDULE:Lcom/tidepool/reef/dosing/DoseTool;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 18

    .line 28
    new-instance v0, Lcom/tidepool/reef/dosing/DoseTool$1;

    new-instance v3, Lcom/tidepool/reef/cetp/ToolSpec;

    const/4 v14, 0x1

    new-array v14, v14, [Ljava/lang/String;

    const/16 v16, 0x0

    const-string v17, "pumps.read"

    aput-object v17, v14, v16

    move-object v4, v3

    const-string v5, "list_pumps"

    const-string v6, "List dosing pumps"

    const-string v7, "Lists the paired dosing pumps and their additives."

    const-string v8, "read"

    const-string v9, "low"

    const-string v10, "never"

    const/4 v11, 0x0

    const/4 v12, 0x1

    const/4 v13, 0x0

    const-string v15, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    const-string v16, "{\"type\":\"object\",\"properties\":{\"pumps\":{\"type\":\"array\"}},\"required\":[\"pumps\"]}"

    invoke-direct/range {v4 .. v16}, Lcom/tidepool/reef/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const-string v1, "LIST_PUMPS"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/tidepool/reef/dosing/DoseTool$1;-><init>(Ljava/lang/String;ILcom/tidepool/reef/cetp/ToolSpec;)V

    sput-object v0, Lcom/tidepool/reef/dosing/DoseTool;->LIST_PUMPS:Lcom/tidepool/reef/dosing/DoseTool;

    .line 48
    new-instance v0, Lcom/tidepool/reef/dosing/DoseTool$2;

    new-instance v3, Lcom/tidepool/reef/cetp/ToolSpec;

    const/4 v14, 0x1

    new-array v14, v14, [Ljava/lang/String;

    const/16 v16, 0x0

    const-string v17, "pumps.read"

    aput-object v17, v14, v16

    move-object v4, v3

    const-string v5, "pump_status"

    const-string v6, "Pump status"

    const-string v7, "Returns a pump\'s reservoir level readings."

    const-string v8, "read"

    const-string v9, "low"

    const-string v10, "never"

    const/4 v11, 0x0

    const/4 v12, 0x1

    const/4 v13, 0x0

    const-string v15, "{\"type\":\"object\",\"properties\":{\"pump_id\":{\"type\":\"integer\"},\"force_refresh\":{\"type\":\"boolean\"}},\"required\":[\"pump_id\"],\"additionalProperties\":false}"

    const-string v16, "{\"type\":\"object\",\"properties\":{\"pump_id\":{\"type\":\"integer\"},\"levels\":{\"type\":\"array\"}},\"required\":[\"pump_id\",\"levels\"]}"

    invoke-direct/range {v4 .. v16}, Lcom/tidepool/reef/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const-string v1, "PUMP_STATUS"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2, v3}, Lcom/tidepool/reef/dosing/DoseTool$2;-><init>(Ljava/lang/String;ILcom/tidepool/reef/cetp/ToolSpec;)V

    sput-object v0, Lcom/tidepool/reef/dosing/DoseTool;->PUMP_STATUS:Lcom/tidepool/reef/dosing/DoseTool;

    .line 83
    new-instance v0, Lcom/tidepool/reef/dosing/DoseTool$3;

    new-instance v3, Lcom/tidepool/reef/cetp/ToolSpec;

    const/4 v14, 0x1

    new-array v14, v14, [Ljava/lang/String;

    const/16 v16, 0x0

    const-string v17, "pumps.control"

    aput-object v17, v14, v16

    move-object v4, v3

    const-string v5, "schedule_dose"

    const-string v6, "Schedule a dose"

    const-string v7, "Schedules a dose of a pump\'s additive at a future time. Large doses are confirmed in Reefkeeper."

    const-string v8, "create"

    const-string v9, "moderate"

    const-string v10, "provider_policy"

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x1

    const-string v15, "{\"type\":\"object\",\"properties\":{\"pump_id\":{\"type\":\"integer\"},\"millilitres\":{\"type\":\"number\",\"exclusiveMinimum\":0,\"maximum\":50},\"at_ms\":{\"type\":\"integer\"}},\"required\":[\"pump_id\",\"millilitres\",\"at_ms\"],\"additionalProperties\":false}"

    const-string v16, "{\"type\":\"object\",\"properties\":{\"schedule_id\":{\"type\":\"integer\"}},\"required\":[\"schedule_id\"]}"

    invoke-direct/range {v4 .. v16}, Lcom/tidepool/reef/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const-string v1, "SCHEDULE_DOSE"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2, v3}, Lcom/tidepool/reef/dosing/DoseTool$3;-><init>(Ljava/lang/String;ILcom/tidepool/reef/cetp/ToolSpec;)V

    sput-object v0, Lcom/tidepool/reef/dosing/DoseTool;->SCHEDULE_DOSE:Lcom/tidepool/reef/dosing/DoseTool;

    .line 124
    new-instance v0, Lcom/tidepool/reef/dosing/DoseTool$4;

    new-instance v3, Lcom/tidepool/reef/cetp/ToolSpec;

    const/4 v14, 0x1

    new-array v14, v14, [Ljava/lang/String;

    const/16 v16, 0x0

    const-string v17, "pumps.control"

    aput-object v17, v14, v16

    move-object v4, v3

    const-string v5, "run_dose_now"

    const-string v6, "Dose now"

    const-string v7, "Runs a pump now for the given volume of additive."

    const-string v8, "update"

    const-string v9, "high"

    const-string v10, "always"

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x1

    const-string v15, "{\"type\":\"object\",\"properties\":{\"pump_id\":{\"type\":\"integer\"},\"millilitres\":{\"type\":\"number\",\"exclusiveMinimum\":0,\"maximum\":50}},\"required\":[\"pump_id\",\"millilitres\"],\"additionalProperties\":false}"

    const-string v16, "{\"type\":\"object\",\"properties\":{\"command_id\":{\"type\":\"integer\"}},\"required\":[\"command_id\"]}"

    invoke-direct/range {v4 .. v16}, Lcom/tidepool/reef/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const-string v1, "RUN_DOSE_NOW"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2, v3}, Lcom/tidepool/reef/dosing/DoseTool$4;-><init>(Ljava/lang/String;ILcom/tidepool/reef/cetp/ToolSpec;)V

    sput-object v0, Lcom/tidepool/reef/dosing/DoseTool;->RUN_DOSE_NOW:Lcom/tidepool/reef/dosing/DoseTool;

    .line 147
    new-instance v0, Lcom/tidepool/reef/dosing/DoseTool$5;

    new-instance v3, Lcom/tidepool/reef/cetp/ToolSpec;

    const/4 v14, 0x1

    new-array v14, v14, [Ljava/lang/String;

    const/16 v16, 0x0

    const-string v17, "pumps.control"

    aput-object v17, v14, v16

    move-object v4, v3

    const-string v5, "cancel_schedule"

    const-string v6, "Cancel a scheduled dose"

    const-string v7, "Removes a scheduled dose."

    const-string v8, "delete"

    const-string v9, "moderate"

    const-string v10, "always"

    const/4 v11, 0x0

    const/4 v12, 0x1

    const/4 v13, 0x0

    const-string v15, "{\"type\":\"object\",\"properties\":{\"schedule_id\":{\"type\":\"integer\"}},\"required\":[\"schedule_id\"],\"additionalProperties\":false}"

    const-string v16, "{\"type\":\"object\",\"properties\":{\"cancelled\":{\"type\":\"boolean\"}},\"required\":[\"cancelled\"]}"

    invoke-direct/range {v4 .. v16}, Lcom/tidepool/reef/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const-string v1, "CANCEL_SCHEDULE"

    const/4 v2, 0x4

    invoke-direct {v0, v1, v2, v3}, Lcom/tidepool/reef/dosing/DoseTool$5;-><init>(Ljava/lang/String;ILcom/tidepool/reef/cetp/ToolSpec;)V

    sput-object v0, Lcom/tidepool/reef/dosing/DoseTool;->CANCEL_SCHEDULE:Lcom/tidepool/reef/dosing/DoseTool;

    .line 27
    invoke-static {}, Lcom/tidepool/reef/dosing/DoseTool;->$values()[Lcom/tidepool/reef/dosing/DoseTool;

    move-result-object v0

    sput-object v0, Lcom/tidepool/reef/dosing/DoseTool;->$VALUES:[Lcom/tidepool/reef/dosing/DoseTool;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILcom/tidepool/reef/cetp/ToolSpec;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/tidepool/reef/cetp/ToolSpec;",
            ")V"
        }
    .end annotation

    .line 206
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 207
    iput-object p3, p0, Lcom/tidepool/reef/dosing/DoseTool;->spec:Lcom/tidepool/reef/cetp/ToolSpec;

    .line 208
    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILcom/tidepool/reef/cetp/ToolSpec;Lcom/tidepool/reef/dosing/DoseTool$1;)V
    .registers 5

    .line 27
    invoke-direct {p0, p1, p2, p3}, Lcom/tidepool/reef/dosing/DoseTool;-><init>(Ljava/lang/String;ILcom/tidepool/reef/cetp/ToolSpec;)V

    return-void
.end method

.method static byName(Ljava/lang/String;)Lcom/tidepool/reef/dosing/DoseTool;
    .registers 6

    .line 213
    invoke-static {}, Lcom/tidepool/reef/dosing/DoseTool;->values()[Lcom/tidepool/reef/dosing/DoseTool;

    move-result-object v1

    array-length v2, v1

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_1

    aget-object v4, v1, v3

    .line 214
    iget-object v0, v4, Lcom/tidepool/reef/dosing/DoseTool;->spec:Lcom/tidepool/reef/cetp/ToolSpec;

    iget-object v0, v0, Lcom/tidepool/reef/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 215
    return-object v4

    .line 213
    :cond_0
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 218
    :cond_1
    const/4 v0, 0x0

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/tidepool/reef/dosing/DoseTool;
    .registers 2

    .line 27
    const-class v0, Lcom/tidepool/reef/dosing/DoseTool;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/tidepool/reef/dosing/DoseTool;

    return-object v0
.end method

.method public static values()[Lcom/tidepool/reef/dosing/DoseTool;
    .registers 1

    .line 27
    sget-object v0, Lcom/tidepool/reef/dosing/DoseTool;->$VALUES:[Lcom/tidepool/reef/dosing/DoseTool;

    invoke-virtual {v0}, [Lcom/tidepool/reef/dosing/DoseTool;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/tidepool/reef/dosing/DoseTool;

    return-object v0
.end method


# virtual methods
.method abstract run(Lcom/tidepool/reef/dosing/DosingProvider;Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method
