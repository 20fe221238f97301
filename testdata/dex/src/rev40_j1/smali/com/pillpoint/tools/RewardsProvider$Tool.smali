.class final enum Lcom/pillpoint/tools/RewardsProvider$Tool;
.super Ljava/lang/Enum;
.source "RewardsProvider.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/pillpoint/tools/RewardsProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4018
    name = "Tool"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/pillpoint/tools/RewardsProvider$Tool;",
        ">;"
    }
.end annotation

.field private static final synthetic $VALUES:[Lcom/pillpoint/tools/RewardsProvider$Tool;

.field public static final enum DONATE_POINTS:Lcom/pillpoint/tools/RewardsProvider$Tool;

.field public static final enum EXPORT_STATEMENT:Lcom/pillpoint/tools/RewardsProvider$Tool;

.field public static final enum POINTS_BALANCE:Lcom/pillpoint/tools/RewardsProvider$Tool;

.field public static final enum RECEIPT:Lcom/pillpoint/tools/RewardsProvider$Tool;

.field public static final enum REDEEM_POINTS:Lcom/pillpoint/tools/RewardsProvider$Tool;

.method private static synthetic $values()[Lcom/pillpoint/tools/RewardsProvider$Tool;
    .registers 3
    .line 20
    const/4 v0, 0x5
    new-array v0, v0, [Lcom/pillpoint/tools/RewardsProvider$Tool;
    sget-object v1, Lcom/pillpoint/tools/RewardsProvider$Tool;->POINTS_BALANCE:Lcom/pillpoint/tools/RewardsProvider$Tool;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    sget-object v1, Lcom/pillpoint/tools/RewardsProvider$Tool;->REDEEM_POINTS:Lcom/pillpoint/tools/RewardsProvider$Tool;
    const/4 v2, 0x1
    aput-object v1, v0, v2
    sget-object v1, Lcom/pillpoint/tools/RewardsProvider$Tool;->DONATE_POINTS:Lcom/pillpoint/tools/RewardsProvider$Tool;
    const/4 v2, 0x2
    aput-object v1, v0, v2
    sget-object v1, Lcom/pillpoint/tools/RewardsProvider$Tool;->EXPORT_STATEMENT:Lcom/pillpoint/tools/RewardsProvider$Tool;
    const/4 v2, 0x3
    aput-object v1, v0, v2
    sget-object v1, Lcom/pillpoint/tools/RewardsProvider$Tool;->RECEIPT:Lcom/pillpoint/tools/RewardsProvider$Tool;
    const/4 v2, 0x4
    aput-object v1, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 21
    new-instance v0, Lcom/pillpoint/tools/RewardsProvider$Tool;
    const-string v1, "POINTS_BALANCE"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/pillpoint/tools/RewardsProvider$Tool;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/pillpoint/tools/RewardsProvider$Tool;->POINTS_BALANCE:Lcom/pillpoint/tools/RewardsProvider$Tool;
    new-instance v0, Lcom/pillpoint/tools/RewardsProvider$Tool;
    const-string v1, "REDEEM_POINTS"
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lcom/pillpoint/tools/RewardsProvider$Tool;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/pillpoint/tools/RewardsProvider$Tool;->REDEEM_POINTS:Lcom/pillpoint/tools/RewardsProvider$Tool;
    new-instance v0, Lcom/pillpoint/tools/RewardsProvider$Tool;
    const-string v1, "DONATE_POINTS"
    const/4 v2, 0x2
    invoke-direct {v0, v1, v2}, Lcom/pillpoint/tools/RewardsProvider$Tool;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/pillpoint/tools/RewardsProvider$Tool;->DONATE_POINTS:Lcom/pillpoint/tools/RewardsProvider$Tool;
    new-instance v0, Lcom/pillpoint/tools/RewardsProvider$Tool;
    const-string v1, "EXPORT_STATEMENT"
    const/4 v2, 0x3
    invoke-direct {v0, v1, v2}, Lcom/pillpoint/tools/RewardsProvider$Tool;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/pillpoint/tools/RewardsProvider$Tool;->EXPORT_STATEMENT:Lcom/pillpoint/tools/RewardsProvider$Tool;
    new-instance v0, Lcom/pillpoint/tools/RewardsProvider$Tool;
    const-string v1, "RECEIPT"
    const/4 v2, 0x4
    invoke-direct {v0, v1, v2}, Lcom/pillpoint/tools/RewardsProvider$Tool;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/pillpoint/tools/RewardsProvider$Tool;->RECEIPT:Lcom/pillpoint/tools/RewardsProvider$Tool;
    .line 20
    invoke-static {}, Lcom/pillpoint/tools/RewardsProvider$Tool;->$values()[Lcom/pillpoint/tools/RewardsProvider$Tool;
    move-result-object v0
    sput-object v0, Lcom/pillpoint/tools/RewardsProvider$Tool;->$VALUES:[Lcom/pillpoint/tools/RewardsProvider$Tool;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation
    .line 20
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method static of(Ljava/lang/String;)Lcom/pillpoint/tools/RewardsProvider$Tool;
    .registers 6
    .line 24
    invoke-static {}, Lcom/pillpoint/tools/RewardsProvider$Tool;->values()[Lcom/pillpoint/tools/RewardsProvider$Tool;
    move-result-object v0
    array-length v1, v0
    const/4 v2, 0x0
    :goto_0
    if-ge v2, v1, :cond_1
    aget-object v3, v0, v2
    .line 25
    invoke-virtual {v3}, Lcom/pillpoint/tools/RewardsProvider$Tool;->name()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v4, p0}, Ljava/lang/String;->equalsIgnoreCase(Ljava/lang/String;)Z
    move-result v4
    if-eqz v4, :cond_0
    return-object v3
    .line 24
    :cond_0
    add-int/lit8 v2, v2, 0x1
    goto :goto_0
    .line 27
    :cond_1
    const/4 p0, 0x0
    return-object p0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/pillpoint/tools/RewardsProvider$Tool;
    .registers 2
    .line 20
    const-class v0, Lcom/pillpoint/tools/RewardsProvider$Tool;
    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object p0
    check-cast p0, Lcom/pillpoint/tools/RewardsProvider$Tool;
    return-object p0
.end method

.method public static values()[Lcom/pillpoint/tools/RewardsProvider$Tool;
    .registers 1
    .line 20
    sget-object v0, Lcom/pillpoint/tools/RewardsProvider$Tool;->$VALUES:[Lcom/pillpoint/tools/RewardsProvider$Tool;
    invoke-virtual {v0}, [Lcom/pillpoint/tools/RewardsProvider$Tool;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/pillpoint/tools/RewardsProvider$Tool;
    return-object v0
.end method
