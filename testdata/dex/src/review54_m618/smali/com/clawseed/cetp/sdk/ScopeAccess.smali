.class public final enum Lcom/clawseed/cetp/sdk/ScopeAccess;
.super Ljava/lang/Enum;
.source "SourceFile"

.field public static final enum READ:Lcom/clawseed/cetp/sdk/ScopeAccess;
.field public static final enum WRITE:Lcom/clawseed/cetp/sdk/ScopeAccess;
.field private static final synthetic $VALUES:[Lcom/clawseed/cetp/sdk/ScopeAccess;
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .line 32
    invoke-direct {v0, v1, v2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static values()[Lcom/clawseed/cetp/sdk/ScopeAccess;
    .registers 1
    sget-object v0, Lcom/clawseed/cetp/sdk/ScopeAccess;->$VALUES:[Lcom/clawseed/cetp/sdk/ScopeAccess;
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/clawseed/cetp/sdk/ScopeAccess;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/ScopeAccess;
    .registers 2
    const-class v0, Lcom/clawseed/cetp/sdk/ScopeAccess;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/ScopeAccess;
    return-object v0
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1
    sget-object v0, Lcom/clawseed/cetp/sdk/ScopeAccess;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method

.method private static final synthetic $values()[Lcom/clawseed/cetp/sdk/ScopeAccess;
    .registers 4
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/ScopeAccess;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/clawseed/cetp/sdk/ScopeAccess;->READ:Lcom/clawseed/cetp/sdk/ScopeAccess;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/clawseed/cetp/sdk/ScopeAccess;->WRITE:Lcom/clawseed/cetp/sdk/ScopeAccess;
    aput-object v2, v3, v1
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 32
    new-instance v0, Lcom/clawseed/cetp/sdk/ScopeAccess;
    const-string v1, "READ"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ScopeAccess;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ScopeAccess;->READ:Lcom/clawseed/cetp/sdk/ScopeAccess;
    new-instance v0, Lcom/clawseed/cetp/sdk/ScopeAccess;
    const-string v1, "WRITE"
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ScopeAccess;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ScopeAccess;->WRITE:Lcom/clawseed/cetp/sdk/ScopeAccess;
    invoke-static {}, Lcom/clawseed/cetp/sdk/ScopeAccess;->$values()[Lcom/clawseed/cetp/sdk/ScopeAccess;
    move-result-object v0
    sput-object v0, Lcom/clawseed/cetp/sdk/ScopeAccess;->$VALUES:[Lcom/clawseed/cetp/sdk/ScopeAccess;
    sget-object v0, Lcom/clawseed/cetp/sdk/ScopeAccess;->$VALUES:[Lcom/clawseed/cetp/sdk/ScopeAccess;
    check-cast v0, [Ljava/lang/Enum;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lcom/clawseed/cetp/sdk/ScopeAccess;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-void
.end method

