.class public final enum Lapp/quire/reader/cetp/Effect;
.super Ljava/lang/Enum;
.source "Descriptors.kt"


# static fields
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.field private static final synthetic $VALUES:[Lapp/quire/reader/cetp/Effect;

.field public static final enum CREATE:Lapp/quire/reader/cetp/Effect;

.field public static final enum DELETE:Lapp/quire/reader/cetp/Effect;

.field public static final enum READ:Lapp/quire/reader/cetp/Effect;

.field public static final enum UPDATE:Lapp/quire/reader/cetp/Effect;


# instance fields
.field private final mutating:Z

.field private final wire:Ljava/lang/String;


# direct methods
.method private static final synthetic $values()[Lapp/quire/reader/cetp/Effect;
    .registers 4

    const/4 v0, 0x4

    new-array v3, v0, [Lapp/quire/reader/cetp/Effect;

    sget-object v2, Lapp/quire/reader/cetp/Effect;->READ:Lapp/quire/reader/cetp/Effect;

    const/4 v1, 0x0

    aput-object v2, v3, v1

    sget-object v2, Lapp/quire/reader/cetp/Effect;->CREATE:Lapp/quire/reader/cetp/Effect;

    const/4 v1, 0x1

    aput-object v2, v3, v1

    sget-object v2, Lapp/quire/reader/cetp/Effect;->UPDATE:Lapp/quire/reader/cetp/Effect;

    const/4 v1, 0x2

    aput-object v2, v3, v1

    sget-object v2, Lapp/quire/reader/cetp/Effect;->DELETE:Lapp/quire/reader/cetp/Effect;

    const/4 v1, 0x3

    aput-object v2, v3, v1

    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 5

    .line 7
    new-instance v0, Lapp/quire/reader/cetp/Effect;

    const-string v1, "READ"

    const/4 v2, 0x0

    const-string v3, "read"

    const/4 v4, 0x0

    invoke-direct {v0, v1, v2, v3, v4}, Lapp/quire/reader/cetp/Effect;-><init>(Ljava/lang/String;ILjava/lang/String;Z)V

    sput-object v0, Lapp/quire/reader/cetp/Effect;->READ:Lapp/quire/reader/cetp/Effect;

    new-instance v0, Lapp/quire/reader/cetp/Effect;

    const-string v1, "CREATE"

    const/4 v2, 0x1

    const-string v3, "create"

    const/4 v4, 0x1

    invoke-direct {v0, v1, v2, v3, v4}, Lapp/quire/reader/cetp/Effect;-><init>(Ljava/lang/String;ILjava/lang/String;Z)V

    sput-object v0, Lapp/quire/reader/cetp/Effect;->CREATE:Lapp/quire/reader/cetp/Effect;

    new-instance v0, Lapp/quire/reader/cetp/Effect;

    const-string v1, "UPDATE"

    const/4 v2, 0x2

    const-string v3, "update"

    const/4 v4, 0x1

    invoke-direct {v0, v1, v2, v3, v4}, Lapp/quire/reader/cetp/Effect;-><init>(Ljava/lang/String;ILjava/lang/String;Z)V

    sput-object v0, Lapp/quire/reader/cetp/Effect;->UPDATE:Lapp/quire/reader/cetp/Effect;

    new-instance v0, Lapp/quire/reader/cetp/Effect;

    const-string v1, "DELETE"

    const/4 v2, 0x3

    const-string v3, "delete"

    const/4 v4, 0x1

    invoke-direct {v0, v1, v2, v3, v4}, Lapp/quire/reader/cetp/Effect;-><init>(Ljava/lang/String;ILjava/lang/String;Z)V

    sput-object v0, Lapp/quire/reader/cetp/Effect;->DELETE:Lapp/quire/reader/cetp/Effect;

    invoke-static {}, Lapp/quire/reader/cetp/Effect;->$values()[Lapp/quire/reader/cetp/Effect;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/Effect;->$VALUES:[Lapp/quire/reader/cetp/Effect;

    sget-object v0, Lapp/quire/reader/cetp/Effect;->$VALUES:[Lapp/quire/reader/cetp/Effect;

    check-cast v0, [Ljava/lang/Enum;

    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/Effect;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Z)V
    .registers 5

    .line 6
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    iput-object p3, p0, Lapp/quire/reader/cetp/Effect;->wire:Ljava/lang/String;

    iput-boolean p4, p0, Lapp/quire/reader/cetp/Effect;->mutating:Z

    return-void
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1

    sget-object v0, Lapp/quire/reader/cetp/Effect;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lapp/quire/reader/cetp/Effect;
    .registers 2

    const-class v0, Lapp/quire/reader/cetp/Effect;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/Effect;

    return-object v0
.end method

.method public static values()[Lapp/quire/reader/cetp/Effect;
    .registers 1

    sget-object v0, Lapp/quire/reader/cetp/Effect;->$VALUES:[Lapp/quire/reader/cetp/Effect;

    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lapp/quire/reader/cetp/Effect;

    return-object v0
.end method


# virtual methods
.method public final getMutating()Z
    .registers 2

    .line 6
    iget-boolean v0, p0, Lapp/quire/reader/cetp/Effect;->mutating:Z

    return v0
.end method

.method public final getWire()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lapp/quire/reader/cetp/Effect;->wire:Ljava/lang/String;

    return-object v0
.end method
