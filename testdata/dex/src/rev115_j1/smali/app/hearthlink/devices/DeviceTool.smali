.class public abstract enum Lapp/hearthlink/devices/DeviceTool;
.super Ljava/lang/Enum;
.source "DeviceTool.java"


# interfaces
.implements Lapp/hearthlink/core/HubTool;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lapp/hearthlink/devices/DeviceTool;",
        ">;",
        "Lapp/hearthlink/core/HubTool;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lapp/hearthlink/devices/DeviceTool;

.field public static final enum FACTORY_RESET:Lapp/hearthlink/devices/DeviceTool;

.field public static final enum LIST_DEVICES:Lapp/hearthlink/devices/DeviceTool;

.field public static final enum SET_THERMOSTAT:Lapp/hearthlink/devices/DeviceTool;

.field public static final enum UNLOCK_DOOR:Lapp/hearthlink/devices/DeviceTool;


# instance fields
.field private final mutating:Z

.field private final wire:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lapp/hearthlink/devices/DeviceTool;
    .registers 3

    .line 10
    const/4 v0, 0x4

    new-array v0, v0, [Lapp/hearthlink/devices/DeviceTool;

    const/4 v1, 0x0

    sget-object v2, Lapp/hearthlink/devices/DeviceTool;->LIST_DEVICES:Lapp/hearthlink/devices/DeviceTool;

    aput-object v2, v0, v1

    const/4 v1, 0x1

    sget-object v2, Lapp/hearthlink/devices/DeviceTool;->SET_THERMOSTAT:Lapp/hearthlink/devices/DeviceTool;

    aput-object v2, v0, v1

    const/4 v1, 0x2

    sget-object v2, Lapp/hearthlink/devices/DeviceTool;->UNLOCK_DOOR:Lapp/hearthlink/devices/DeviceTool;

    aput-object v2, v0, v1

    const/4 v1, 0x3

    sget-object v2, Lapp/hearthlink/devices/DeviceTool;->FACTORY_RESET:Lapp/hearthlink/devices/DeviceTool;

    aput-object v2, v0, v1

    return-object v0
.end method

.method static bridge synthetic -$$Nest$smclamp(D)D
    .registers 4

    invoke-static {p0, p1}, Lapp/hearthlink/devices/DeviceTool;->clamp(D)D

    move-result-wide v0

    return-wide v0
.end method

.method static constructor <clinit>()V
    .registers 6

    .line 11
    new-instance v0, Lapp/hearthlink/devices/DeviceTool$1;

    const-string v1, "LIST_DEVICES"

    const/4 v2, 0x0

    const-string v3, "list_devices"

    const/4 v4, 0x0

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/hearthlink/devices/DeviceTool$1;-><init>(Ljava/lang/String;ILjava/lang/String;ZLapp/hearthlink/devices/DeviceTool$1-IA;)V

    sput-object v0, Lapp/hearthlink/devices/DeviceTool;->LIST_DEVICES:Lapp/hearthlink/devices/DeviceTool;

    .line 17
    new-instance v0, Lapp/hearthlink/devices/DeviceTool$2;

    const-string v1, "SET_THERMOSTAT"

    const/4 v2, 0x1

    const-string v3, "set_thermostat"

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/hearthlink/devices/DeviceTool$2;-><init>(Ljava/lang/String;ILjava/lang/String;ZLapp/hearthlink/devices/DeviceTool$2-IA;)V

    sput-object v0, Lapp/hearthlink/devices/DeviceTool;->SET_THERMOSTAT:Lapp/hearthlink/devices/DeviceTool;

    .line 25
    new-instance v0, Lapp/hearthlink/devices/DeviceTool$3;

    const-string v1, "UNLOCK_DOOR"

    const/4 v2, 0x2

    const-string v3, "unlock_door"

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/hearthlink/devices/DeviceTool$3;-><init>(Ljava/lang/String;ILjava/lang/String;ZLapp/hearthlink/devices/DeviceTool$3-IA;)V

    sput-object v0, Lapp/hearthlink/devices/DeviceTool;->UNLOCK_DOOR:Lapp/hearthlink/devices/DeviceTool;

    .line 43
    new-instance v0, Lapp/hearthlink/devices/DeviceTool$4;

    const-string v1, "FACTORY_RESET"

    const/4 v2, 0x3

    const-string v3, "factory_reset"

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/hearthlink/devices/DeviceTool$4;-><init>(Ljava/lang/String;ILjava/lang/String;ZLapp/hearthlink/devices/DeviceTool$4-IA;)V

    sput-object v0, Lapp/hearthlink/devices/DeviceTool;->FACTORY_RESET:Lapp/hearthlink/devices/DeviceTool;

    .line 10
    invoke-static {}, Lapp/hearthlink/devices/DeviceTool;->$values()[Lapp/hearthlink/devices/DeviceTool;

    move-result-object v0

    sput-object v0, Lapp/hearthlink/devices/DeviceTool;->$VALUES:[Lapp/hearthlink/devices/DeviceTool;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Z)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Z)V"
        }
    .end annotation

    .line 66
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 67
    iput-object p3, p0, Lapp/hearthlink/devices/DeviceTool;->wire:Ljava/lang/String;

    .line 68
    iput-boolean p4, p0, Lapp/hearthlink/devices/DeviceTool;->mutating:Z

    .line 69
    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;ZLapp/hearthlink/devices/DeviceTool-IA;)V
    .registers 6

    invoke-direct {p0, p1, p2, p3, p4}, Lapp/hearthlink/devices/DeviceTool;-><init>(Ljava/lang/String;ILjava/lang/String;Z)V

    return-void
.end method

.method private static clamp(D)D
    .registers 6

    .line 82
    const-wide/high16 v0, 0x4014000000000000L

    const-wide/high16 v2, 0x403e000000000000L

    invoke-static {v2, v3, p0, p1}, Ljava/lang/Math;->min(DD)D

    move-result-wide v2

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->max(DD)D

    move-result-wide v0

    return-wide v0
.end method

.method public static named(Ljava/lang/String;)Lapp/hearthlink/devices/DeviceTool;
    .registers 4

    .line 86
    move-object v0, p0

    const/4 v1, -0x1

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    sparse-switch v2, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v2, "list_devices"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :sswitch_1
    const-string v2, "set_thermostat"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x1

    goto :goto_0

    :sswitch_2
    const-string v2, "unlock_door"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x2

    goto :goto_0

    :sswitch_3
    const-string v2, "factory_reset"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x3

    :cond_0
    :goto_0
    packed-switch v1, :pswitch_data_0

    goto :goto_1

    .line 88
    :pswitch_0
    sget-object v0, Lapp/hearthlink/devices/DeviceTool;->LIST_DEVICES:Lapp/hearthlink/devices/DeviceTool;

    return-object v0

    .line 90
    :pswitch_1
    sget-object v0, Lapp/hearthlink/devices/DeviceTool;->SET_THERMOSTAT:Lapp/hearthlink/devices/DeviceTool;

    return-object v0

    .line 92
    :pswitch_2
    sget-object v0, Lapp/hearthlink/devices/DeviceTool;->UNLOCK_DOOR:Lapp/hearthlink/devices/DeviceTool;

    return-object v0

    .line 94
    :pswitch_3
    sget-object v0, Lapp/hearthlink/devices/DeviceTool;->FACTORY_RESET:Lapp/hearthlink/devices/DeviceTool;

    return-object v0

    .line 96
    :goto_1
    const/4 v0, 0x0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7a8bb3ac -> :sswitch_1
        -0x33611837 -> :sswitch_2
        0x2647863c -> :sswitch_0
        0x6d9341da -> :sswitch_3
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method public static valueOf(Ljava/lang/String;)Lapp/hearthlink/devices/DeviceTool;
    .registers 2

    .line 10
    const-class v0, Lapp/hearthlink/devices/DeviceTool;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lapp/hearthlink/devices/DeviceTool;

    return-object v0
.end method

.method public static values()[Lapp/hearthlink/devices/DeviceTool;
    .registers 1

    .line 10
    sget-object v0, Lapp/hearthlink/devices/DeviceTool;->$VALUES:[Lapp/hearthlink/devices/DeviceTool;

    invoke-virtual {v0}, [Lapp/hearthlink/devices/DeviceTool;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lapp/hearthlink/devices/DeviceTool;

    return-object v0
.end method


# virtual methods
.method public mutating()Z
    .registers 2

    .line 78
    iget-boolean v0, p0, Lapp/hearthlink/devices/DeviceTool;->mutating:Z

    return v0
.end method

.method public wireName()Ljava/lang/String;
    .registers 2

    .line 73
    iget-object v0, p0, Lapp/hearthlink/devices/DeviceTool;->wire:Ljava/lang/String;

    return-object v0
.end method
