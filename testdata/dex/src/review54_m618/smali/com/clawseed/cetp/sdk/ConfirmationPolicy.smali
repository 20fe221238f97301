.class public final enum Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
.super Ljava/lang/Enum;
.source "SourceFile"

.field public static final enum NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
.field public static final enum PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
.field public static final enum ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
.field private static final synthetic $VALUES:[Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .line 7
    invoke-direct {v0, v1, v2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static values()[Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    .registers 1
    sget-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->$VALUES:[Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    .registers 2
    const-class v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    return-object v0
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1
    sget-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method

.method private static final synthetic $values()[Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    .registers 4
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    aput-object v2, v3, v1
    const/4 v1, 0x2
    sget-object v2, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    aput-object v2, v3, v1
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 7
    new-instance v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    const-string v1, "NEVER"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    new-instance v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    const-string v1, "PROVIDER_POLICY"
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    new-instance v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    const-string v1, "ALWAYS"
    const/4 v2, 0x2
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-static {}, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->$values()[Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    move-result-object v0
    sput-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->$VALUES:[Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    sget-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->$VALUES:[Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    check-cast v0, [Ljava/lang/Enum;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-void
.end method

