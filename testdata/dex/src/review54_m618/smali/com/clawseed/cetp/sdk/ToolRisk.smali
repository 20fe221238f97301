.class public final enum Lcom/clawseed/cetp/sdk/ToolRisk;
.super Ljava/lang/Enum;
.source "SourceFile"

.field public static final enum LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
.field public static final enum MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
.field public static final enum HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;
.field private static final synthetic $VALUES:[Lcom/clawseed/cetp/sdk/ToolRisk;
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .line 5
    invoke-direct {v0, v1, v2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static values()[Lcom/clawseed/cetp/sdk/ToolRisk;
    .registers 1
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->$VALUES:[Lcom/clawseed/cetp/sdk/ToolRisk;
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/clawseed/cetp/sdk/ToolRisk;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/ToolRisk;
    .registers 2
    const-class v0, Lcom/clawseed/cetp/sdk/ToolRisk;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/ToolRisk;
    return-object v0
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method

.method private static final synthetic $values()[Lcom/clawseed/cetp/sdk/ToolRisk;
    .registers 4
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/ToolRisk;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    aput-object v2, v3, v1
    const/4 v1, 0x2
    sget-object v2, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;
    aput-object v2, v3, v1
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 5
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolRisk;
    const-string v1, "LOW"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolRisk;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolRisk;
    const-string v1, "MODERATE"
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolRisk;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolRisk;
    const-string v1, "HIGH"
    const/4 v2, 0x2
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolRisk;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;
    invoke-static {}, Lcom/clawseed/cetp/sdk/ToolRisk;->$values()[Lcom/clawseed/cetp/sdk/ToolRisk;
    move-result-object v0
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->$VALUES:[Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->$VALUES:[Lcom/clawseed/cetp/sdk/ToolRisk;
    check-cast v0, [Ljava/lang/Enum;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolRisk;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-void
.end method

