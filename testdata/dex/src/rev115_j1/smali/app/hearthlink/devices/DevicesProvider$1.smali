.class synthetic Lapp/hearthlink/devices/DevicesProvider$1;
.super Ljava/lang/Object;
.source "DevicesProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lapp/hearthlink/devices/DevicesProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1008
    name = null
.end annotation


# static fields
.field static final synthetic $SwitchMap$app$hearthlink$devices$DeviceTool:[I


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 97
    invoke-static {}, Lapp/hearthlink/devices/DeviceTool;->values()[Lapp/hearthlink/devices/DeviceTool;

    move-result-object v0

    array-length v0, v0

    new-array v0, v0, [I

    sput-object v0, Lapp/hearthlink/devices/DevicesProvider$1;->$SwitchMap$app$hearthlink$devices$DeviceTool:[I

    :try_start_0
    sget-object v0, Lapp/hearthlink/devices/DevicesProvider$1;->$SwitchMap$app$hearthlink$devices$DeviceTool:[I

    sget-object v1, Lapp/hearthlink/devices/DeviceTool;->UNLOCK_DOOR:Lapp/hearthlink/devices/DeviceTool;

    invoke-virtual {v1}, Lapp/hearthlink/devices/DeviceTool;->ordinal()I

    move-result v1

    const/4 v2, 0x1

    aput v2, v0, v1

    :try_end_0
    .catch Ljava/lang/NoSuchFieldError; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v0

    :goto_0
    :try_start_1
    sget-object v0, Lapp/hearthlink/devices/DevicesProvider$1;->$SwitchMap$app$hearthlink$devices$DeviceTool:[I

    sget-object v1, Lapp/hearthlink/devices/DeviceTool;->FACTORY_RESET:Lapp/hearthlink/devices/DeviceTool;

    invoke-virtual {v1}, Lapp/hearthlink/devices/DeviceTool;->ordinal()I

    move-result v1

    const/4 v2, 0x2

    aput v2, v0, v1

    :try_end_1
    .catch Ljava/lang/NoSuchFieldError; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v0

    :goto_1
    return-void
.end method
