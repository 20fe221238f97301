.class public final enum Lcom/clawseed/sdk/provider/ScopeAccess;
.super Ljava/lang/Enum;
.source "Cetp.kt"


# static fields
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.field private static final synthetic $VALUES:[Lcom/clawseed/sdk/provider/ScopeAccess;

.field public static final enum READ:Lcom/clawseed/sdk/provider/ScopeAccess;

.field public static final enum WRITE:Lcom/clawseed/sdk/provider/ScopeAccess;


# instance fields
.field public final wire:Ljava/lang/String;


# direct methods
.method private static final synthetic $values()[Lcom/clawseed/sdk/provider/ScopeAccess;
    .registers 4

    const/4 v0, 0x2

    new-array v3, v0, [Lcom/clawseed/sdk/provider/ScopeAccess;

    sget-object v2, Lcom/clawseed/sdk/provider/ScopeAccess;->READ:Lcom/clawseed/sdk/provider/ScopeAccess;

    const/4 v1, 0x0

    aput-object v2, v3, v1

    sget-object v2, Lcom/clawseed/sdk/provider/ScopeAccess;->WRITE:Lcom/clawseed/sdk/provider/ScopeAccess;

    const/4 v1, 0x1

    aput-object v2, v3, v1

    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 20
    new-instance v0, Lcom/clawseed/sdk/provider/ScopeAccess;

    const-string v1, "READ"

    const/4 v2, 0x0

    const-string v3, "read"

    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/ScopeAccess;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/clawseed/sdk/provider/ScopeAccess;->READ:Lcom/clawseed/sdk/provider/ScopeAccess;

    new-instance v0, Lcom/clawseed/sdk/provider/ScopeAccess;

    const-string v1, "WRITE"

    const/4 v2, 0x1

    const-string v3, "write"

    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/ScopeAccess;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/clawseed/sdk/provider/ScopeAccess;->WRITE:Lcom/clawseed/sdk/provider/ScopeAccess;

    invoke-static {}, Lcom/clawseed/sdk/provider/ScopeAccess;->$values()[Lcom/clawseed/sdk/provider/ScopeAccess;

    move-result-object v0

    sput-object v0, Lcom/clawseed/sdk/provider/ScopeAccess;->$VALUES:[Lcom/clawseed/sdk/provider/ScopeAccess;

    sget-object v0, Lcom/clawseed/sdk/provider/ScopeAccess;->$VALUES:[Lcom/clawseed/sdk/provider/ScopeAccess;

    check-cast v0, [Ljava/lang/Enum;

    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;

    move-result-object v0

    sput-object v0, Lcom/clawseed/sdk/provider/ScopeAccess;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4

    .line 20
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    iput-object p3, p0, Lcom/clawseed/sdk/provider/ScopeAccess;->wire:Ljava/lang/String;

    return-void
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1

    sget-object v0, Lcom/clawseed/sdk/provider/ScopeAccess;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/clawseed/sdk/provider/ScopeAccess;
    .registers 2

    const-class v0, Lcom/clawseed/sdk/provider/ScopeAccess;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/clawseed/sdk/provider/ScopeAccess;

    return-object v0
.end method

.method public static values()[Lcom/clawseed/sdk/provider/ScopeAccess;
    .registers 1

    sget-object v0, Lcom/clawseed/sdk/provider/ScopeAccess;->$VALUES:[Lcom/clawseed/sdk/provider/ScopeAccess;

    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/clawseed/sdk/provider/ScopeAccess;

    return-object v0
.end method
