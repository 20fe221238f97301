.class synthetic Lcom/tallyworks/stockroom/orders/OrdersToolProvider$1;
.super Ljava/lang/Object;
.source "OrdersToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyworks/stockroom/orders/OrdersToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1008
    name = null
.end annotation


# static fields
.field static final synthetic $SwitchMap$com$tallyworks$stockroom$cetp$ToolSpec$Confirmation:[I


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 224
    invoke-static {}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->values()[Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    move-result-object v0

    array-length v0, v0

    new-array v0, v0, [I

    sput-object v0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider$1;->$SwitchMap$com$tallyworks$stockroom$cetp$ToolSpec$Confirmation:[I

    :try_start_0
    sget-object v0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider$1;->$SwitchMap$com$tallyworks$stockroom$cetp$ToolSpec$Confirmation:[I

    sget-object v1, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->ALWAYS:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    invoke-virtual {v1}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->ordinal()I

    move-result v1

    const/4 v2, 0x1

    aput v2, v0, v1
    :try_end_0
    .catch Ljava/lang/NoSuchFieldError; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v3

    :goto_0
    :try_start_1
    sget-object v0, Lcom/tallyworks/stockroom/orders/OrdersToolProvider$1;->$SwitchMap$com$tallyworks$stockroom$cetp$ToolSpec$Confirmation:[I

    sget-object v1, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->PROVIDER_POLICY:Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;

    invoke-virtual {v1}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Confirmation;->ordinal()I

    move-result v1

    const/4 v2, 0x2

    aput v2, v0, v1
    :try_end_1
    .catch Ljava/lang/NoSuchFieldError; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v3

    :goto_1
    return-void
.end method
