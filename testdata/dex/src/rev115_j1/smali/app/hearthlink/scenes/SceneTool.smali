.class public abstract enum Lapp/hearthlink/scenes/SceneTool;
.super Ljava/lang/Enum;
.source "SceneTool.java"


# interfaces
.implements Lapp/hearthlink/core/HubTool;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lapp/hearthlink/scenes/SceneTool;",
        ">;",
        "Lapp/hearthlink/core/HubTool;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lapp/hearthlink/scenes/SceneTool;

.field public static final enum DELETE_AUTOMATION:Lapp/hearthlink/scenes/SceneTool;

.field public static final enum FIND_AUTOMATIONS:Lapp/hearthlink/scenes/SceneTool;

.field public static final enum RUN_SCENE:Lapp/hearthlink/scenes/SceneTool;


# instance fields
.field private final mutating:Z

.field private final wire:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lapp/hearthlink/scenes/SceneTool;
    .registers 3

    .line 10
    const/4 v0, 0x3

    new-array v0, v0, [Lapp/hearthlink/scenes/SceneTool;

    const/4 v1, 0x0

    sget-object v2, Lapp/hearthlink/scenes/SceneTool;->FIND_AUTOMATIONS:Lapp/hearthlink/scenes/SceneTool;

    aput-object v2, v0, v1

    const/4 v1, 0x1

    sget-object v2, Lapp/hearthlink/scenes/SceneTool;->RUN_SCENE:Lapp/hearthlink/scenes/SceneTool;

    aput-object v2, v0, v1

    const/4 v1, 0x2

    sget-object v2, Lapp/hearthlink/scenes/SceneTool;->DELETE_AUTOMATION:Lapp/hearthlink/scenes/SceneTool;

    aput-object v2, v0, v1

    return-object v0
.end method

.method static bridge synthetic -$$Nest$smdescribe(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 2

    invoke-static {p0}, Lapp/hearthlink/scenes/SceneTool;->describe(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 6

    .line 11
    new-instance v0, Lapp/hearthlink/scenes/SceneTool$1;

    const-string v1, "FIND_AUTOMATIONS"

    const/4 v2, 0x0

    const-string v3, "find_automations"

    const/4 v4, 0x0

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/hearthlink/scenes/SceneTool$1;-><init>(Ljava/lang/String;ILjava/lang/String;ZLapp/hearthlink/scenes/SceneTool$1-IA;)V

    sput-object v0, Lapp/hearthlink/scenes/SceneTool;->FIND_AUTOMATIONS:Lapp/hearthlink/scenes/SceneTool;

    .line 17
    new-instance v0, Lapp/hearthlink/scenes/SceneTool$2;

    const-string v1, "RUN_SCENE"

    const/4 v2, 0x1

    const-string v3, "run_scene"

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/hearthlink/scenes/SceneTool$2;-><init>(Ljava/lang/String;ILjava/lang/String;ZLapp/hearthlink/scenes/SceneTool$2-IA;)V

    sput-object v0, Lapp/hearthlink/scenes/SceneTool;->RUN_SCENE:Lapp/hearthlink/scenes/SceneTool;

    .line 25
    new-instance v0, Lapp/hearthlink/scenes/SceneTool$3;

    const-string v1, "DELETE_AUTOMATION"

    const/4 v2, 0x2

    const-string v3, "delete_automation"

    const/4 v4, 0x1

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/hearthlink/scenes/SceneTool$3;-><init>(Ljava/lang/String;ILjava/lang/String;ZLapp/hearthlink/scenes/SceneTool$3-IA;)V

    sput-object v0, Lapp/hearthlink/scenes/SceneTool;->DELETE_AUTOMATION:Lapp/hearthlink/scenes/SceneTool;

    .line 10
    invoke-static {}, Lapp/hearthlink/scenes/SceneTool;->$values()[Lapp/hearthlink/scenes/SceneTool;

    move-result-object v0

    sput-object v0, Lapp/hearthlink/scenes/SceneTool;->$VALUES:[Lapp/hearthlink/scenes/SceneTool;

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

    .line 51
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 52
    iput-object p3, p0, Lapp/hearthlink/scenes/SceneTool;->wire:Ljava/lang/String;

    .line 53
    iput-boolean p4, p0, Lapp/hearthlink/scenes/SceneTool;->mutating:Z

    .line 54
    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;ZLapp/hearthlink/scenes/SceneTool-IA;)V
    .registers 6

    invoke-direct {p0, p1, p2, p3, p4}, Lapp/hearthlink/scenes/SceneTool;-><init>(Ljava/lang/String;ILjava/lang/String;Z)V

    return-void
.end method

.method private static describe(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 3

    .line 67
    const-string v0, "keep_history"

    const/4 v1, 0x0

    invoke-virtual {p0, v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, " (its run history is kept)"

    goto :goto_0

    :cond_0
    const-string v0, " and its run history"

    :goto_0
    return-object v0
.end method

.method public static named(Ljava/lang/String;)Lapp/hearthlink/scenes/SceneTool;
    .registers 4

    .line 71
    move-object v0, p0

    const/4 v1, -0x1

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    sparse-switch v2, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v2, "find_automations"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :sswitch_1
    const-string v2, "run_scene"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x1

    goto :goto_0

    :sswitch_2
    const-string v2, "delete_automation"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x2

    :cond_0
    :goto_0
    packed-switch v1, :pswitch_data_0

    goto :goto_1

    .line 73
    :pswitch_0
    sget-object v0, Lapp/hearthlink/scenes/SceneTool;->FIND_AUTOMATIONS:Lapp/hearthlink/scenes/SceneTool;

    return-object v0

    .line 75
    :pswitch_1
    sget-object v0, Lapp/hearthlink/scenes/SceneTool;->RUN_SCENE:Lapp/hearthlink/scenes/SceneTool;

    return-object v0

    .line 77
    :pswitch_2
    sget-object v0, Lapp/hearthlink/scenes/SceneTool;->DELETE_AUTOMATION:Lapp/hearthlink/scenes/SceneTool;

    return-object v0

    .line 79
    :goto_1
    const/4 v0, 0x0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x1c101e28 -> :sswitch_1
        -0x82fc3d5 -> :sswitch_2
        0x4a8314b6 -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method public static valueOf(Ljava/lang/String;)Lapp/hearthlink/scenes/SceneTool;
    .registers 2

    .line 10
    const-class v0, Lapp/hearthlink/scenes/SceneTool;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lapp/hearthlink/scenes/SceneTool;

    return-object v0
.end method

.method public static values()[Lapp/hearthlink/scenes/SceneTool;
    .registers 1

    .line 10
    sget-object v0, Lapp/hearthlink/scenes/SceneTool;->$VALUES:[Lapp/hearthlink/scenes/SceneTool;

    invoke-virtual {v0}, [Lapp/hearthlink/scenes/SceneTool;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lapp/hearthlink/scenes/SceneTool;

    return-object v0
.end method


# virtual methods
.method public mutating()Z
    .registers 2

    .line 63
    iget-boolean v0, p0, Lapp/hearthlink/scenes/SceneTool;->mutating:Z

    return v0
.end method

.method public wireName()Ljava/lang/String;
    .registers 2

    .line 58
    iget-object v0, p0, Lapp/hearthlink/scenes/SceneTool;->wire:Ljava/lang/String;

    return-object v0
.end method
