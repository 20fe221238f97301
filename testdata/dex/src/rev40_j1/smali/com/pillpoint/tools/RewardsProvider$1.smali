.class synthetic Lcom/pillpoint/tools/RewardsProvider$1;
.super Ljava/lang/Object;
.source "RewardsProvider.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/pillpoint/tools/RewardsProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1008
    name = null
.end annotation

.field static final synthetic $SwitchMap$com$pillpoint$tools$RewardsProvider$Tool:[I

.method static constructor <clinit>()V
    .registers 3
    .line 50
    invoke-static {}, Lcom/pillpoint/tools/RewardsProvider$Tool;->values()[Lcom/pillpoint/tools/RewardsProvider$Tool;
    move-result-object v0
    array-length v0, v0
    new-array v0, v0, [I
    sput-object v0, Lcom/pillpoint/tools/RewardsProvider$1;->$SwitchMap$com$pillpoint$tools$RewardsProvider$Tool:[I
    :try_start_1
    sget-object v0, Lcom/pillpoint/tools/RewardsProvider$1;->$SwitchMap$com$pillpoint$tools$RewardsProvider$Tool:[I
    sget-object v1, Lcom/pillpoint/tools/RewardsProvider$Tool;->POINTS_BALANCE:Lcom/pillpoint/tools/RewardsProvider$Tool;
    invoke-virtual {v1}, Lcom/pillpoint/tools/RewardsProvider$Tool;->ordinal()I
    move-result v1
    const/4 v2, 0x1
    aput v2, v0, v1
    :try_end_1
    .catch Ljava/lang/NoSuchFieldError; {:try_start_1 .. :try_end_1} :catch_1
    :catch_1
    :try_start_2
    sget-object v0, Lcom/pillpoint/tools/RewardsProvider$1;->$SwitchMap$com$pillpoint$tools$RewardsProvider$Tool:[I
    sget-object v1, Lcom/pillpoint/tools/RewardsProvider$Tool;->REDEEM_POINTS:Lcom/pillpoint/tools/RewardsProvider$Tool;
    invoke-virtual {v1}, Lcom/pillpoint/tools/RewardsProvider$Tool;->ordinal()I
    move-result v1
    const/4 v2, 0x2
    aput v2, v0, v1
    :try_end_2
    .catch Ljava/lang/NoSuchFieldError; {:try_start_2 .. :try_end_2} :catch_2
    :catch_2
    :try_start_3
    sget-object v0, Lcom/pillpoint/tools/RewardsProvider$1;->$SwitchMap$com$pillpoint$tools$RewardsProvider$Tool:[I
    sget-object v1, Lcom/pillpoint/tools/RewardsProvider$Tool;->DONATE_POINTS:Lcom/pillpoint/tools/RewardsProvider$Tool;
    invoke-virtual {v1}, Lcom/pillpoint/tools/RewardsProvider$Tool;->ordinal()I
    move-result v1
    const/4 v2, 0x3
    aput v2, v0, v1
    :try_end_3
    .catch Ljava/lang/NoSuchFieldError; {:try_start_3 .. :try_end_3} :catch_3
    :catch_3
    :try_start_4
    sget-object v0, Lcom/pillpoint/tools/RewardsProvider$1;->$SwitchMap$com$pillpoint$tools$RewardsProvider$Tool:[I
    sget-object v1, Lcom/pillpoint/tools/RewardsProvider$Tool;->EXPORT_STATEMENT:Lcom/pillpoint/tools/RewardsProvider$Tool;
    invoke-virtual {v1}, Lcom/pillpoint/tools/RewardsProvider$Tool;->ordinal()I
    move-result v1
    const/4 v2, 0x4
    aput v2, v0, v1
    :try_end_4
    .catch Ljava/lang/NoSuchFieldError; {:try_start_4 .. :try_end_4} :catch_4
    :catch_4
    :try_start_5
    sget-object v0, Lcom/pillpoint/tools/RewardsProvider$1;->$SwitchMap$com$pillpoint$tools$RewardsProvider$Tool:[I
    sget-object v1, Lcom/pillpoint/tools/RewardsProvider$Tool;->RECEIPT:Lcom/pillpoint/tools/RewardsProvider$Tool;
    invoke-virtual {v1}, Lcom/pillpoint/tools/RewardsProvider$Tool;->ordinal()I
    move-result v1
    const/4 v2, 0x5
    aput v2, v0, v1
    :try_end_5
    .catch Ljava/lang/NoSuchFieldError; {:try_start_5 .. :try_end_5} :catch_5
    :catch_5
    return-void
.end method
