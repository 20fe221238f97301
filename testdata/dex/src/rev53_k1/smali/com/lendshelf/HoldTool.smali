.class public final enum Lcom/lendshelf/HoldTool;
.super Ljava/lang/Enum;
.source "HoldTool.kt"

.field public static final Companion:Lcom/lendshelf/HoldTool$Companion;
.field private final wire:Ljava/lang/String;
.field private final effect:Lcom/lendshelf/Effect;
.field public static final enum PLACE_HOLD:Lcom/lendshelf/HoldTool;
.field public static final enum CANCEL_HOLD:Lcom/lendshelf/HoldTool;
.field public static final enum TRANSFER_HOLD:Lcom/lendshelf/HoldTool;
.field public static final enum RELEASE_HOLD:Lcom/lendshelf/HoldTool;
.field public static final enum EXPORT_HOLDS:Lcom/lendshelf/HoldTool;
.field private static final synthetic $VALUES:[Lcom/lendshelf/HoldTool;
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Lcom/lendshelf/Effect;)V
    .registers 5
    .line 3
    invoke-direct {v0, v1, v2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    iput-object v3, v0, Lcom/lendshelf/HoldTool;->wire:Ljava/lang/String;
    iput-object v4, v0, Lcom/lendshelf/HoldTool;->effect:Lcom/lendshelf/Effect;
    return-void
.end method

.method public final getWire()Ljava/lang/String;
    .registers 2
    .line 3
    iget-object v0, v1, Lcom/lendshelf/HoldTool;->wire:Ljava/lang/String;
    return-object v0
.end method

.method public final getEffect()Lcom/lendshelf/Effect;
    .registers 2
    .line 3
    iget-object v0, v1, Lcom/lendshelf/HoldTool;->effect:Lcom/lendshelf/Effect;
    return-object v0
.end method

.method public static values()[Lcom/lendshelf/HoldTool;
    .registers 1
    sget-object v0, Lcom/lendshelf/HoldTool;->$VALUES:[Lcom/lendshelf/HoldTool;
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/lendshelf/HoldTool;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/lendshelf/HoldTool;
    .registers 2
    const-class v0, Lcom/lendshelf/HoldTool;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/lendshelf/HoldTool;
    return-object v0
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1
    sget-object v0, Lcom/lendshelf/HoldTool;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method

.method private static final synthetic $values()[Lcom/lendshelf/HoldTool;
    .registers 4
    const/4 v0, 0x5
    new-array v0, v0, [Lcom/lendshelf/HoldTool;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/lendshelf/HoldTool;->PLACE_HOLD:Lcom/lendshelf/HoldTool;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/lendshelf/HoldTool;->CANCEL_HOLD:Lcom/lendshelf/HoldTool;
    aput-object v2, v3, v1
    const/4 v1, 0x2
    sget-object v2, Lcom/lendshelf/HoldTool;->TRANSFER_HOLD:Lcom/lendshelf/HoldTool;
    aput-object v2, v3, v1
    const/4 v1, 0x3
    sget-object v2, Lcom/lendshelf/HoldTool;->RELEASE_HOLD:Lcom/lendshelf/HoldTool;
    aput-object v2, v3, v1
    const/4 v1, 0x4
    sget-object v2, Lcom/lendshelf/HoldTool;->EXPORT_HOLDS:Lcom/lendshelf/HoldTool;
    aput-object v2, v3, v1
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 5
    .line 4
    new-instance v0, Lcom/lendshelf/HoldTool;
    const-string v1, "PLACE_HOLD"
    const/4 v2, 0x0
    const-string v3, "place_hold"
    sget-object v4, Lcom/lendshelf/Effect;->CREATE:Lcom/lendshelf/Effect;
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/lendshelf/HoldTool;-><init>(Ljava/lang/String;ILjava/lang/String;Lcom/lendshelf/Effect;)V
    sput-object v0, Lcom/lendshelf/HoldTool;->PLACE_HOLD:Lcom/lendshelf/HoldTool;
    .line 5
    new-instance v0, Lcom/lendshelf/HoldTool;
    const-string v1, "CANCEL_HOLD"
    const/4 v2, 0x1
    const-string v3, "cancel_hold"
    sget-object v4, Lcom/lendshelf/Effect;->DELETE:Lcom/lendshelf/Effect;
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/lendshelf/HoldTool;-><init>(Ljava/lang/String;ILjava/lang/String;Lcom/lendshelf/Effect;)V
    sput-object v0, Lcom/lendshelf/HoldTool;->CANCEL_HOLD:Lcom/lendshelf/HoldTool;
    .line 6
    new-instance v0, Lcom/lendshelf/HoldTool;
    const-string v1, "TRANSFER_HOLD"
    const/4 v2, 0x2
    const-string v3, "transfer_hold"
    sget-object v4, Lcom/lendshelf/Effect;->UPDATE:Lcom/lendshelf/Effect;
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/lendshelf/HoldTool;-><init>(Ljava/lang/String;ILjava/lang/String;Lcom/lendshelf/Effect;)V
    sput-object v0, Lcom/lendshelf/HoldTool;->TRANSFER_HOLD:Lcom/lendshelf/HoldTool;
    .line 7
    new-instance v0, Lcom/lendshelf/HoldTool;
    const-string v1, "RELEASE_HOLD"
    const/4 v2, 0x3
    const-string v3, "release_hold"
    sget-object v4, Lcom/lendshelf/Effect;->UPDATE:Lcom/lendshelf/Effect;
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/lendshelf/HoldTool;-><init>(Ljava/lang/String;ILjava/lang/String;Lcom/lendshelf/Effect;)V
    sput-object v0, Lcom/lendshelf/HoldTool;->RELEASE_HOLD:Lcom/lendshelf/HoldTool;
    .line 8
    new-instance v0, Lcom/lendshelf/HoldTool;
    const-string v1, "EXPORT_HOLDS"
    const/4 v2, 0x4
    const-string v3, "export_holds"
    sget-object v4, Lcom/lendshelf/Effect;->READ:Lcom/lendshelf/Effect;
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/lendshelf/HoldTool;-><init>(Ljava/lang/String;ILjava/lang/String;Lcom/lendshelf/Effect;)V
    sput-object v0, Lcom/lendshelf/HoldTool;->EXPORT_HOLDS:Lcom/lendshelf/HoldTool;
    invoke-static {}, Lcom/lendshelf/HoldTool;->$values()[Lcom/lendshelf/HoldTool;
    move-result-object v0
    sput-object v0, Lcom/lendshelf/HoldTool;->$VALUES:[Lcom/lendshelf/HoldTool;
    sget-object v0, Lcom/lendshelf/HoldTool;->$VALUES:[Lcom/lendshelf/HoldTool;
    check-cast v0, [Ljava/lang/Enum;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lcom/lendshelf/HoldTool;->$ENTRIES:Lkotlin/enums/EnumEntries;
    new-instance v0, Lcom/lendshelf/HoldTool$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/lendshelf/HoldTool$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/lendshelf/HoldTool;->Companion:Lcom/lendshelf/HoldTool$Companion;
    return-void
.end method

