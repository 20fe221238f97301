.class public final enum Lcom/clawseed/cetp/sdk/ToolEffect;
.super Ljava/lang/Enum;
.source "SourceFile"

.field public static final enum READ:Lcom/clawseed/cetp/sdk/ToolEffect;
.field public static final enum CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
.field public static final enum UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
.field public static final enum DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
.field public static final enum TRANSACTION:Lcom/clawseed/cetp/sdk/ToolEffect;
.field private static final synthetic $VALUES:[Lcom/clawseed/cetp/sdk/ToolEffect;
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .line 3
    invoke-direct {v0, v1, v2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static values()[Lcom/clawseed/cetp/sdk/ToolEffect;
    .registers 1
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->$VALUES:[Lcom/clawseed/cetp/sdk/ToolEffect;
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/clawseed/cetp/sdk/ToolEffect;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/ToolEffect;
    .registers 2
    const-class v0, Lcom/clawseed/cetp/sdk/ToolEffect;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/ToolEffect;
    return-object v0
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method

.method private static final synthetic $values()[Lcom/clawseed/cetp/sdk/ToolEffect;
    .registers 4
    const/4 v0, 0x5
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/ToolEffect;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    aput-object v2, v3, v1
    const/4 v1, 0x2
    sget-object v2, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    aput-object v2, v3, v1
    const/4 v1, 0x3
    sget-object v2, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    aput-object v2, v3, v1
    const/4 v1, 0x4
    sget-object v2, Lcom/clawseed/cetp/sdk/ToolEffect;->TRANSACTION:Lcom/clawseed/cetp/sdk/ToolEffect;
    aput-object v2, v3, v1
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 3
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolEffect;
    const-string v1, "READ"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolEffect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolEffect;
    const-string v1, "CREATE"
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolEffect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolEffect;
    const-string v1, "UPDATE"
    const/4 v2, 0x2
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolEffect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolEffect;
    const-string v1, "DELETE"
    const/4 v2, 0x3
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolEffect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    new-instance v0, Lcom/clawseed/cetp/sdk/ToolEffect;
    const-string v1, "TRANSACTION"
    const/4 v2, 0x4
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ToolEffect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->TRANSACTION:Lcom/clawseed/cetp/sdk/ToolEffect;
    invoke-static {}, Lcom/clawseed/cetp/sdk/ToolEffect;->$values()[Lcom/clawseed/cetp/sdk/ToolEffect;
    move-result-object v0
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->$VALUES:[Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->$VALUES:[Lcom/clawseed/cetp/sdk/ToolEffect;
    check-cast v0, [Ljava/lang/Enum;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-void
.end method

