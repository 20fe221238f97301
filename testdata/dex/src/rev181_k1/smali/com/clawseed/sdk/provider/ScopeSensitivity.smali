.class public final enum Lcom/clawseed/sdk/provider/ScopeSensitivity;
.super Ljava/lang/Enum;
.source "Cetp.kt"


# static fields
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.field private static final synthetic $VALUES:[Lcom/clawseed/sdk/provider/ScopeSensitivity;

.field public static final enum DEVICE:Lcom/clawseed/sdk/provider/ScopeSensitivity;

.field public static final enum FINANCIAL:Lcom/clawseed/sdk/provider/ScopeSensitivity;

.field public static final enum HEALTH:Lcom/clawseed/sdk/provider/ScopeSensitivity;

.field public static final enum OTHER:Lcom/clawseed/sdk/provider/ScopeSensitivity;

.field public static final enum PERSONAL:Lcom/clawseed/sdk/provider/ScopeSensitivity;

.field public static final enum PUBLIC:Lcom/clawseed/sdk/provider/ScopeSensitivity;


# instance fields
.field public final wire:Ljava/lang/String;


# direct methods
.method private static final synthetic $values()[Lcom/clawseed/sdk/provider/ScopeSensitivity;
    .registers 4

    const/4 v0, 0x6

    new-array v3, v0, [Lcom/clawseed/sdk/provider/ScopeSensitivity;

    sget-object v2, Lcom/clawseed/sdk/provider/ScopeSensitivity;->PUBLIC:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    const/4 v1, 0x0

    aput-object v2, v3, v1

    sget-object v2, Lcom/clawseed/sdk/provider/ScopeSensitivity;->PERSONAL:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    const/4 v1, 0x1

    aput-object v2, v3, v1

    sget-object v2, Lcom/clawseed/sdk/provider/ScopeSensitivity;->FINANCIAL:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    const/4 v1, 0x2

    aput-object v2, v3, v1

    sget-object v2, Lcom/clawseed/sdk/provider/ScopeSensitivity;->HEALTH:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    const/4 v1, 0x3

    aput-object v2, v3, v1

    sget-object v2, Lcom/clawseed/sdk/provider/ScopeSensitivity;->DEVICE:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    const/4 v1, 0x4

    aput-object v2, v3, v1

    sget-object v2, Lcom/clawseed/sdk/provider/ScopeSensitivity;->OTHER:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    const/4 v1, 0x5

    aput-object v2, v3, v1

    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 23
    new-instance v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;

    const-string v1, "PUBLIC"

    const/4 v2, 0x0

    const-string v3, "public"

    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/ScopeSensitivity;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;->PUBLIC:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    new-instance v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;

    const-string v1, "PERSONAL"

    const/4 v2, 0x1

    const-string v3, "personal"

    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/ScopeSensitivity;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;->PERSONAL:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    new-instance v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;

    const-string v1, "FINANCIAL"

    const/4 v2, 0x2

    const-string v3, "financial"

    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/ScopeSensitivity;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;->FINANCIAL:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    new-instance v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;

    const-string v1, "HEALTH"

    const/4 v2, 0x3

    const-string v3, "health"

    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/ScopeSensitivity;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;->HEALTH:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    new-instance v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;

    const-string v1, "DEVICE"

    const/4 v2, 0x4

    const-string v3, "device"

    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/ScopeSensitivity;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;->DEVICE:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    new-instance v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;

    const-string v1, "OTHER"

    const/4 v2, 0x5

    const-string v3, "other"

    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/ScopeSensitivity;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;->OTHER:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    invoke-static {}, Lcom/clawseed/sdk/provider/ScopeSensitivity;->$values()[Lcom/clawseed/sdk/provider/ScopeSensitivity;

    move-result-object v0

    sput-object v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;->$VALUES:[Lcom/clawseed/sdk/provider/ScopeSensitivity;

    sget-object v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;->$VALUES:[Lcom/clawseed/sdk/provider/ScopeSensitivity;

    check-cast v0, [Ljava/lang/Enum;

    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;

    move-result-object v0

    sput-object v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4

    .line 22
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    iput-object p3, p0, Lcom/clawseed/sdk/provider/ScopeSensitivity;->wire:Ljava/lang/String;

    return-void
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1

    sget-object v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/clawseed/sdk/provider/ScopeSensitivity;
    .registers 2

    const-class v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;

    return-object v0
.end method

.method public static values()[Lcom/clawseed/sdk/provider/ScopeSensitivity;
    .registers 1

    sget-object v0, Lcom/clawseed/sdk/provider/ScopeSensitivity;->$VALUES:[Lcom/clawseed/sdk/provider/ScopeSensitivity;

    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/clawseed/sdk/provider/ScopeSensitivity;

    return-object v0
.end method
