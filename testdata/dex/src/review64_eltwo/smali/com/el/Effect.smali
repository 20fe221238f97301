.class public final enum Lcom/el/Effect;
.super Ljava/lang/Enum;
.source "Tools.kt"

# static fields
.field public static final enum READ:Lcom/el/Effect;
.field public static final enum UPDATE:Lcom/el/Effect;
.field private static final synthetic $VALUES:[Lcom/el/Effect;
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

# instance fields
.field private final wire:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 5
    .line 7
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    iput-object v4, v1, Lcom/el/Effect;->wire:Ljava/lang/String;
    return-void
.end method

.method public static values()[Lcom/el/Effect;
    .registers 1
    sget-object v0, Lcom/el/Effect;->$VALUES:[Lcom/el/Effect;
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/el/Effect;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/el/Effect;
    .registers 2
    const-class v0, Lcom/el/Effect;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/el/Effect;
    return-object v0
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1
    sget-object v0, Lcom/el/Effect;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method

.method private static final synthetic $values()[Lcom/el/Effect;
    .registers 4
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/el/Effect;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/el/Effect;->READ:Lcom/el/Effect;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/el/Effect;->UPDATE:Lcom/el/Effect;
    aput-object v2, v3, v1
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 5
    .line 7
    new-instance v0, Lcom/el/Effect;
    const-string v2, "READ"
    const/4 v3, 0x0
    const-string v4, "read"
    invoke-direct {v0, v2, v3, v4}, Lcom/el/Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/el/Effect;->READ:Lcom/el/Effect;
    new-instance v0, Lcom/el/Effect;
    const-string v2, "UPDATE"
    const/4 v3, 0x1
    const-string v4, "update"
    invoke-direct {v0, v2, v3, v4}, Lcom/el/Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    sput-object v0, Lcom/el/Effect;->UPDATE:Lcom/el/Effect;
    invoke-static {}, Lcom/el/Effect;->$values()[Lcom/el/Effect;
    move-result-object v0
    sput-object v0, Lcom/el/Effect;->$VALUES:[Lcom/el/Effect;
    sget-object v0, Lcom/el/Effect;->$VALUES:[Lcom/el/Effect;
    check-cast v0, [Ljava/lang/Enum;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lcom/el/Effect;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-void
.end method


# virtual methods
.method public final getWire()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, v1, Lcom/el/Effect;->wire:Ljava/lang/String;
    return-object v0
.end method

