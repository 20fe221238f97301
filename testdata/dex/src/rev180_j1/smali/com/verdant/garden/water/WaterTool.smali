.class public abstract enum Lcom/verdant/garden/water/WaterTool;
.super Ljava/lang/Enum;
.source "WaterTool.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/verdant/garden/water/WaterTool;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/verdant/garden/water/WaterTool;

.field private static final BY_NAME:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/verdant/garden/water/WaterTool;",
            ">;"
        }
    .end annotation
.end field

.field static final DAYS:Ljava/util/function/Predicate;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Predicate<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public static final enum DELETE_ZONE:Lcom/verdant/garden/water/WaterTool;

.field public static final enum LIST_ZONES:Lcom/verdant/garden/water/WaterTool;

.field public static final enum RUN_ZONE:Lcom/verdant/garden/water/WaterTool;

.field public static final enum SET_SCHEDULE:Lcom/verdant/garden/water/WaterTool;

.field public static final enum WATERING_LOG:Lcom/verdant/garden/water/WaterTool;


# instance fields
.field private final descriptor:Lcom/verdant/garden/cetp/ToolDescriptor;


# direct methods
.method private static synthetic $values()[Lcom/verdant/garden/water/WaterTool;
    .registers 3

    .line 24
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/verdant/garden/water/WaterTool;

    sget-object v2, Lcom/verdant/garden/water/WaterTool;->LIST_ZONES:Lcom/verdant/garden/water/WaterTool;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/water/WaterTool;->WATERING_LOG:Lcom/verdant/garden/water/WaterTool;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/water/WaterTool;->SET_SCHEDULE:Lcom/verdant/garden/water/WaterTool;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/water/WaterTool;->RUN_ZONE:Lcom/verdant/garden/water/WaterTool;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/water/WaterTool;->DELETE_ZONE:Lcom/verdant/garden/water/WaterTool;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 6

    .line 25
    new-instance v0, Lcom/verdant/garden/water/WaterTool$1;

    const-string v4, "list_zones"

    invoke-static {v4}, Lcom/verdant/garden/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 26
    const-string v5, "List irrigation zones"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 27
    const-string v5, "Lists the irrigation zones with their valve number and weekly schedule."

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 28
    const-string v5, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 29
    const-string v5, "{\"type\":\"object\",\"properties\":{\"zones\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"zones\"]}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 31
    const-string v5, "water.read"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->READ:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->effect(Lcom/verdant/garden/cetp/ToolDescriptor$Effect;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->LOW:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->risk(Lcom/verdant/garden/cetp/ToolDescriptor$Risk;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    const/4 v5, 0x1

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->idempotent(Z)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->NEVER:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    .line 32
    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->confirmation(Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    invoke-virtual {v4}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->build()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v4

    const-string v2, "LIST_ZONES"

    const/4 v3, 0x0

    invoke-direct {v0, v2, v3, v4}, Lcom/verdant/garden/water/WaterTool$1;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/verdant/garden/water/WaterTool;->LIST_ZONES:Lcom/verdant/garden/water/WaterTool;

    .line 41
    new-instance v0, Lcom/verdant/garden/water/WaterTool$2;

    const-string v4, "watering_log"

    invoke-static {v4}, Lcom/verdant/garden/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 42
    const-string v5, "Watering log"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 43
    const-string v5, "Lists past waterings of one zone with duration and litres delivered."

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 44
    const-string v5, "{\"type\":\"object\",\"properties\":{\"zone_id\":{\"type\":\"string\"},\"order_by\":{\"type\":\"string\",\"enum\":[\"started_at\",\"litres\",\"minutes\"]},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200}},\"required\":[\"zone_id\"],\"additionalProperties\":false}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 48
    const-string v5, "{\"type\":\"object\",\"properties\":{\"waterings\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"waterings\"]}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 50
    const-string v5, "water.read"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->READ:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->effect(Lcom/verdant/garden/cetp/ToolDescriptor$Effect;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->LOW:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->risk(Lcom/verdant/garden/cetp/ToolDescriptor$Risk;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    const/4 v5, 0x1

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->idempotent(Z)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->NEVER:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    .line 51
    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->confirmation(Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    invoke-virtual {v4}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->build()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v4

    const-string v2, "WATERING_LOG"

    const/4 v3, 0x1

    invoke-direct {v0, v2, v3, v4}, Lcom/verdant/garden/water/WaterTool$2;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/verdant/garden/water/WaterTool;->WATERING_LOG:Lcom/verdant/garden/water/WaterTool;

    .line 63
    new-instance v0, Lcom/verdant/garden/water/WaterTool$3;

    const-string v4, "set_schedule"

    invoke-static {v4}, Lcom/verdant/garden/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 64
    const-string v5, "Set a zone\'s schedule"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 65
    const-string v5, "Sets when a zone waters: start minute of the day, duration and weekdays."

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 66
    const-string v5, "{\"type\":\"object\",\"properties\":{\"zone_id\":{\"type\":\"string\"},\"start_minute\":{\"type\":\"integer\",\"minimum\":0,\"maximum\":1439},\"minutes\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":120},\"days\":{\"type\":\"string\",\"pattern\":\"^(mon|tue|wed|thu|fri|sat|sun)(,(mon|tue|wed|thu|fri|sat|sun))*$\"}},\"required\":[\"zone_id\",\"start_minute\",\"minutes\",\"days\"],\"additionalProperties\":false}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 71
    const-string v5, "{\"type\":\"object\",\"properties\":{\"zone\":{\"type\":\"object\"}},\"required\":[\"zone\"]}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 72
    const-string v5, "water.write"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->UPDATE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->effect(Lcom/verdant/garden/cetp/ToolDescriptor$Effect;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->LOW:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->risk(Lcom/verdant/garden/cetp/ToolDescriptor$Risk;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    const/4 v5, 0x1

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->idempotent(Z)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->NEVER:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    .line 73
    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->confirmation(Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    invoke-virtual {v4}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->build()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v4

    const-string v2, "SET_SCHEDULE"

    const/4 v3, 0x2

    invoke-direct {v0, v2, v3, v4}, Lcom/verdant/garden/water/WaterTool$3;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/verdant/garden/water/WaterTool;->SET_SCHEDULE:Lcom/verdant/garden/water/WaterTool;

    .line 91
    new-instance v0, Lcom/verdant/garden/water/WaterTool$4;

    const-string v4, "run_zone"

    invoke-static {v4}, Lcom/verdant/garden/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 92
    const-string v5, "Water a zone now"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 93
    const-string v5, "Opens a zone\'s valve now for the given number of minutes."

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 94
    const-string v5, "{\"type\":\"object\",\"properties\":{\"zone_id\":{\"type\":\"string\"},\"minutes\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":60}},\"required\":[\"zone_id\",\"minutes\"],\"additionalProperties\":false}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 97
    const-string v5, "{\"type\":\"object\",\"properties\":{\"zone_id\":{\"type\":\"string\"},\"minutes\":{\"type\":\"integer\"},\"litres\":{\"type\":\"integer\"}},\"required\":[\"zone_id\",\"litres\"]}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 100
    const-string v5, "water.write"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->UPDATE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->effect(Lcom/verdant/garden/cetp/ToolDescriptor$Effect;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->MODERATE:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->risk(Lcom/verdant/garden/cetp/ToolDescriptor$Risk;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->PROVIDER_POLICY:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    .line 101
    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->confirmation(Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    const/4 v5, 0x1

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->async(Z)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    invoke-virtual {v4}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->build()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v4

    const-string v2, "RUN_ZONE"

    const/4 v3, 0x3

    invoke-direct {v0, v2, v3, v4}, Lcom/verdant/garden/water/WaterTool$4;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/verdant/garden/water/WaterTool;->RUN_ZONE:Lcom/verdant/garden/water/WaterTool;

    .line 113
    new-instance v0, Lcom/verdant/garden/water/WaterTool$5;

    const-string v4, "delete_zone"

    invoke-static {v4}, Lcom/verdant/garden/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 114
    const-string v5, "Delete a zone"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 115
    const-string v5, "Deletes an irrigation zone with its schedule and watering history."

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 116
    const-string v5, "{\"type\":\"object\",\"properties\":{\"zone_id\":{\"type\":\"string\"}},\"required\":[\"zone_id\"],\"additionalProperties\":false}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 118
    const-string v5, "{\"type\":\"object\",\"properties\":{\"zone_id\":{\"type\":\"string\"},\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"zone_id\",\"deleted\"]}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 120
    const-string v5, "water.write"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->DELETE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->effect(Lcom/verdant/garden/cetp/ToolDescriptor$Effect;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->HIGH:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->risk(Lcom/verdant/garden/cetp/ToolDescriptor$Risk;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    const/4 v5, 0x1

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->destructive(Z)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->ALWAYS:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    .line 121
    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->confirmation(Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    invoke-virtual {v4}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->build()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v4

    const-string v2, "DELETE_ZONE"

    const/4 v3, 0x4

    invoke-direct {v0, v2, v3, v4}, Lcom/verdant/garden/water/WaterTool$5;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/verdant/garden/water/WaterTool;->DELETE_ZONE:Lcom/verdant/garden/water/WaterTool;

    .line 24
    invoke-static {}, Lcom/verdant/garden/water/WaterTool;->$values()[Lcom/verdant/garden/water/WaterTool;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/water/WaterTool;->$VALUES:[Lcom/verdant/garden/water/WaterTool;

    .line 157
    const-string v0, "^(mon|tue|wed|thu|fri|sat|sun)(,(mon|tue|wed|thu|fri|sat|sun))*$"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Pattern;->asPredicate()Ljava/util/function/Predicate;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/water/WaterTool;->DAYS:Ljava/util/function/Predicate;

    .line 158
    invoke-static {}, Lcom/verdant/garden/water/WaterTool;->values()[Lcom/verdant/garden/water/WaterTool;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/WaterTool$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/verdant/garden/water/WaterTool$$ExternalSyntheticLambda1;-><init>()V

    .line 159
    invoke-static {}, Ljava/util/function/Function;->identity()Ljava/util/function/Function;

    move-result-object v2

    invoke-static {v1, v2}, Ljava/util/stream/Collectors;->toMap(Ljava/util/function/Function;Ljava/util/function/Function;)Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    sput-object v0, Lcom/verdant/garden/water/WaterTool;->BY_NAME:Ljava/util/Map;

    .line 158
    return-void
.end method

.method constructor <init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/verdant/garden/cetp/ToolDescriptor;",
            ")V"
        }
    .end annotation

    .line 163
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 164
    iput-object p3, p0, Lcom/verdant/garden/water/WaterTool;->descriptor:Lcom/verdant/garden/cetp/ToolDescriptor;

    .line 165
    return-void
.end method

.method static synthetic lambda$static$0(Lcom/verdant/garden/water/WaterTool;)Ljava/lang/String;
    .registers 2

    .line 159
    iget-object v0, p0, Lcom/verdant/garden/water/WaterTool;->descriptor:Lcom/verdant/garden/cetp/ToolDescriptor;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ToolDescriptor;->name()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static named(Ljava/lang/String;)Ljava/util/Optional;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/verdant/garden/water/WaterTool;",
            ">;"
        }
    .end annotation

    .line 172
    invoke-static {p0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/water/WaterTool;->BY_NAME:Ljava/util/Map;

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/water/WaterTool$$ExternalSyntheticLambda0;

    invoke-direct {v2, v1}, Lcom/verdant/garden/water/WaterTool$$ExternalSyntheticLambda0;-><init>(Ljava/util/Map;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/verdant/garden/water/WaterTool;
    .registers 2

    .line 24
    const-class v0, Lcom/verdant/garden/water/WaterTool;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/water/WaterTool;

    return-object v0
.end method

.method public static values()[Lcom/verdant/garden/water/WaterTool;
    .registers 1

    .line 24
    sget-object v0, Lcom/verdant/garden/water/WaterTool;->$VALUES:[Lcom/verdant/garden/water/WaterTool;

    invoke-virtual {v0}, [Lcom/verdant/garden/water/WaterTool;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/verdant/garden/water/WaterTool;

    return-object v0
.end method


# virtual methods
.method public descriptor()Lcom/verdant/garden/cetp/ToolDescriptor;
    .registers 2

    .line 168
    iget-object v0, p0, Lcom/verdant/garden/water/WaterTool;->descriptor:Lcom/verdant/garden/cetp/ToolDescriptor;

    return-object v0
.end method

.method invoke(Lcom/verdant/garden/water/WateringToolProvider;Lcom/verdant/garden/water/WateringToolProvider$WaterCall;)Landroid/os/Bundle;
    .registers 5

    .line 179
    :try_start_0
    invoke-virtual {p0, p1, p2}, Lcom/verdant/garden/water/WaterTool;->run(Lcom/verdant/garden/water/WateringToolProvider;Lcom/verdant/garden/water/WateringToolProvider$WaterCall;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v1

    .line 181
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0
.end method

.method abstract run(Lcom/verdant/garden/water/WateringToolProvider;Lcom/verdant/garden/water/WateringToolProvider$WaterCall;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method
