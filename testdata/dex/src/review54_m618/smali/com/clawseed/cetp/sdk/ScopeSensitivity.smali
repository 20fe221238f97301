.class public final enum Lcom/clawseed/cetp/sdk/ScopeSensitivity;
.super Ljava/lang/Enum;
.source "SourceFile"

.field public static final enum LOW:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
.field public static final enum PERSONAL:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
.field public static final enum FINANCIAL:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
.field private static final synthetic $VALUES:[Lcom/clawseed/cetp/sdk/ScopeSensitivity;
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .line 34
    invoke-direct {v0, v1, v2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static values()[Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    .registers 1
    sget-object v0, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->$VALUES:[Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    .registers 2
    const-class v0, Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    return-object v0
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1
    sget-object v0, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method

.method private static final synthetic $values()[Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    .registers 4
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->LOW:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->PERSONAL:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    aput-object v2, v3, v1
    const/4 v1, 0x2
    sget-object v2, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->FINANCIAL:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    aput-object v2, v3, v1
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 34
    new-instance v0, Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    const-string v1, "LOW"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ScopeSensitivity;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->LOW:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    new-instance v0, Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    const-string v1, "PERSONAL"
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ScopeSensitivity;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->PERSONAL:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    new-instance v0, Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    const-string v1, "FINANCIAL"
    const/4 v2, 0x2
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ScopeSensitivity;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->FINANCIAL:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    invoke-static {}, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->$values()[Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    move-result-object v0
    sput-object v0, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->$VALUES:[Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    sget-object v0, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->$VALUES:[Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    check-cast v0, [Ljava/lang/Enum;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lcom/clawseed/cetp/sdk/ScopeSensitivity;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-void
.end method

