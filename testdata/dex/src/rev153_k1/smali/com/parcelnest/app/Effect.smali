.class public final enum Lcom/parcelnest/app/Effect;
.super Ljava/lang/Enum;
.source "Dsl.kt"


# static fields
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.field private static final synthetic $VALUES:[Lcom/parcelnest/app/Effect;

.field public static final enum CREATE:Lcom/parcelnest/app/Effect;

.field public static final enum DELETE:Lcom/parcelnest/app/Effect;

.field public static final enum READ:Lcom/parcelnest/app/Effect;

.field public static final enum TRANSACTION:Lcom/parcelnest/app/Effect;

.field public static final enum UPDATE:Lcom/parcelnest/app/Effect;


# instance fields
.field private final wire:Ljava/lang/String;


# direct methods
.method private static final synthetic $values()[Lcom/parcelnest/app/Effect;
    .registers 4

    const/4 v0, 0x5

    new-array v3, v0, [Lcom/parcelnest/app/Effect;

    sget-object v2, Lcom/parcelnest/app/Effect;->READ:Lcom/parcelnest/app/Effect;

    const/4 v1, 0x0

    aput-object v2, v3, v1

    sget-object v2, Lcom/parcelnest/app/Effect;->CREATE:Lcom/parcelnest/app/Effect;

    const/4 v1, 0x1

    aput-object v2, v3, v1

    sget-object v2, Lcom/parcelnest/app/Effect;->UPDATE:Lcom/parcelnest/app/Effect;

    const/4 v1, 0x2

    aput-object v2, v3, v1

    sget-object v2, Lcom/parcelnest/app/Effect;->DELETE:Lcom/parcelnest/app/Effect;

    const/4 v1, 0x3

    aput-object v2, v3, v1

    sget-object v2, Lcom/parcelnest/app/Effect;->TRANSACTION:Lcom/parcelnest/app/Effect;

    const/4 v1, 0x4

    aput-object v2, v3, v1

    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 13
    new-instance v0, Lcom/parcelnest/app/Effect;

    const-string v1, "READ"

    const/4 v2, 0x0

    const-string v3, "read"

    invoke-direct {v0, v1, v2, v3}, Lcom/parcelnest/app/Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/parcelnest/app/Effect;->READ:Lcom/parcelnest/app/Effect;

    new-instance v0, Lcom/parcelnest/app/Effect;

    const-string v1, "CREATE"

    const/4 v2, 0x1

    const-string v3, "create"

    invoke-direct {v0, v1, v2, v3}, Lcom/parcelnest/app/Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/parcelnest/app/Effect;->CREATE:Lcom/parcelnest/app/Effect;

    new-instance v0, Lcom/parcelnest/app/Effect;

    const-string v1, "UPDATE"

    const/4 v2, 0x2

    const-string v3, "update"

    invoke-direct {v0, v1, v2, v3}, Lcom/parcelnest/app/Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/parcelnest/app/Effect;->UPDATE:Lcom/parcelnest/app/Effect;

    new-instance v0, Lcom/parcelnest/app/Effect;

    const-string v1, "DELETE"

    const/4 v2, 0x3

    const-string v3, "delete"

    invoke-direct {v0, v1, v2, v3}, Lcom/parcelnest/app/Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/parcelnest/app/Effect;->DELETE:Lcom/parcelnest/app/Effect;

    new-instance v0, Lcom/parcelnest/app/Effect;

    const-string v1, "TRANSACTION"

    const/4 v2, 0x4

    const-string v3, "transaction"

    invoke-direct {v0, v1, v2, v3}, Lcom/parcelnest/app/Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/parcelnest/app/Effect;->TRANSACTION:Lcom/parcelnest/app/Effect;

    invoke-static {}, Lcom/parcelnest/app/Effect;->$values()[Lcom/parcelnest/app/Effect;

    move-result-object v0

    sput-object v0, Lcom/parcelnest/app/Effect;->$VALUES:[Lcom/parcelnest/app/Effect;

    sget-object v0, Lcom/parcelnest/app/Effect;->$VALUES:[Lcom/parcelnest/app/Effect;

    check-cast v0, [Ljava/lang/Enum;

    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;

    move-result-object v0

    sput-object v0, Lcom/parcelnest/app/Effect;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4

    .line 13
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    iput-object p3, p0, Lcom/parcelnest/app/Effect;->wire:Ljava/lang/String;

    return-void
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1

    sget-object v0, Lcom/parcelnest/app/Effect;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/parcelnest/app/Effect;
    .registers 2

    const-class v0, Lcom/parcelnest/app/Effect;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/parcelnest/app/Effect;

    return-object v0
.end method

.method public static values()[Lcom/parcelnest/app/Effect;
    .registers 1

    sget-object v0, Lcom/parcelnest/app/Effect;->$VALUES:[Lcom/parcelnest/app/Effect;

    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/parcelnest/app/Effect;

    return-object v0
.end method


# virtual methods
.method public final getWire()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/parcelnest/app/Effect;->wire:Ljava/lang/String;

    return-object v0
.end method
