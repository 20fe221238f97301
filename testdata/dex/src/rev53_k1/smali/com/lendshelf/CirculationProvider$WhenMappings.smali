.class public final synthetic Lcom/lendshelf/CirculationProvider$WhenMappings;
.super Ljava/lang/Object;
.source "CirculationProvider.kt"

.field public static final synthetic $EnumSwitchMapping$0:[I

.method static constructor <clinit>()V
    .registers 5
    invoke-static {}, Lcom/lendshelf/HoldTool;->values()[Lcom/lendshelf/HoldTool;
    move-result-object v0
    array-length v0, v0
    new-array v0, v0, [I
    move-object v3, v0
    :t_7
    nop
    sget-object v1, Lcom/lendshelf/HoldTool;->PLACE_HOLD:Lcom/lendshelf/HoldTool;
    invoke-virtual {v1}, Lcom/lendshelf/HoldTool;->ordinal()I
    move-result v1
    const/4 v2, 0x1
    aput v2, v3, v1
    :t_17
    goto :L21
    :L20
    move-exception v0
    move-object v4, v0
    :t_21
    :L21
    nop
    sget-object v1, Lcom/lendshelf/HoldTool;->CANCEL_HOLD:Lcom/lendshelf/HoldTool;
    invoke-virtual {v1}, Lcom/lendshelf/HoldTool;->ordinal()I
    move-result v1
    const/4 v2, 0x2
    aput v2, v3, v1
    :t_31
    goto :L35
    :L34
    move-exception v0
    move-object v4, v0
    :t_35
    :L35
    nop
    sget-object v1, Lcom/lendshelf/HoldTool;->TRANSFER_HOLD:Lcom/lendshelf/HoldTool;
    invoke-virtual {v1}, Lcom/lendshelf/HoldTool;->ordinal()I
    move-result v1
    const/4 v2, 0x3
    aput v2, v3, v1
    :t_45
    goto :L49
    :L48
    move-exception v0
    move-object v4, v0
    :t_49
    :L49
    nop
    sget-object v1, Lcom/lendshelf/HoldTool;->RELEASE_HOLD:Lcom/lendshelf/HoldTool;
    invoke-virtual {v1}, Lcom/lendshelf/HoldTool;->ordinal()I
    move-result v1
    const/4 v2, 0x4
    aput v2, v3, v1
    :t_59
    goto :L63
    :L62
    move-exception v0
    move-object v4, v0
    :t_63
    :L63
    nop
    sget-object v1, Lcom/lendshelf/HoldTool;->EXPORT_HOLDS:Lcom/lendshelf/HoldTool;
    invoke-virtual {v1}, Lcom/lendshelf/HoldTool;->ordinal()I
    move-result v1
    const/4 v2, 0x5
    aput v2, v3, v1
    :t_73
    goto :L77
    :L76
    move-exception v0
    move-object v4, v0
    :L77
    sput-object v3, Lcom/lendshelf/CirculationProvider$WhenMappings;->$EnumSwitchMapping$0:[I
    return-void
    .catch Ljava/lang/NoSuchFieldError; {:t_7 .. :t_17} :L20
    .catch Ljava/lang/NoSuchFieldError; {:t_21 .. :t_31} :L34
    .catch Ljava/lang/NoSuchFieldError; {:t_35 .. :t_45} :L48
    .catch Ljava/lang/NoSuchFieldError; {:t_49 .. :t_59} :L62
    .catch Ljava/lang/NoSuchFieldError; {:t_63 .. :t_73} :L76
.end method

