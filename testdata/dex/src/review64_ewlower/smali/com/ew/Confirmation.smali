.class public final enum Lcom/ew/Confirmation;
.super Ljava/lang/Enum;
.source "Tools.kt"

# static fields
.field public static final enum NEVER:Lcom/ew/Confirmation;
.field public static final enum ALWAYS:Lcom/ew/Confirmation;
.field private static final synthetic $VALUES:[Lcom/ew/Confirmation;
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

# instance fields
.field private final wire:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 5
    .line 8
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    iput-object v4, v1, Lcom/ew/Confirmation;->wire:Ljava/lang/String;
    return-void
.end method

.method public static values()[Lcom/ew/Confirmation;
    .registers 1
    sget-object v0, Lcom/ew/Confirmation;->$VALUES:[Lcom/ew/Confirmation;
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/ew/Confirmation;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/ew/Confirmation;
    .registers 2
    const-class v0, Lcom/ew/Confirmation;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/ew/Confirmation;
    return-object v0
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1
    sget-object v0, Lcom/ew/Confirmation;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method

.method private static final synthetic $values()[Lcom/ew/Confirmation;
    .registers 4
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/ew/Confirmation;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/ew/Confirmation;->NEVER:Lcom/ew/Confirmation;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/ew/Confirmation;->ALWAYS:Lcom/ew/Confirmation;
    aput-object v2, v3, v1
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 5
    .line 8
    new-instance v0, Lcom/ew/Confirmation;
    const-string v2, "NEVER"
    const/4 v3, 0x0
    const-string v4, "never"
    invoke-direct {v0, v2, v3, v4}, Lcom/ew/Confirmation;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/ew/Confirmation;->NEVER:Lcom/ew/Confirmation;
    new-instance v0, Lcom/ew/Confirmation;
    const-string v2, "ALWAYS"
    const/4 v3, 0x1
    const-string v4, "always"
    invoke-direct {v0, v2, v3, v4}, Lcom/ew/Confirmation;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/ew/Confirmation;->ALWAYS:Lcom/ew/Confirmation;
    invoke-static {}, Lcom/ew/Confirmation;->$values()[Lcom/ew/Confirmation;
    move-result-object v0
    sput-object v0, Lcom/ew/Confirmation;->$VALUES:[Lcom/ew/Confirmation;
    sget-object v0, Lcom/ew/Confirmation;->$VALUES:[Lcom/ew/Confirmation;
    check-cast v0, [Ljava/lang/Enum;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lcom/ew/Confirmation;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-void
.end method


# virtual methods
.method public final getWire()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, v1, Lcom/ew/Confirmation;->wire:Ljava/lang/String;
    return-object v0
.end method

