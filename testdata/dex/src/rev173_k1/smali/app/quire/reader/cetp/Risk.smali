.class public final enum Lapp/quire/reader/cetp/Risk;
.super Ljava/lang/Enum;
.source "Descriptors.kt"


# static fields
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.field private static final synthetic $VALUES:[Lapp/quire/reader/cetp/Risk;

.field public static final enum HIGH:Lapp/quire/reader/cetp/Risk;

.field public static final enum LOW:Lapp/quire/reader/cetp/Risk;

.field public static final enum MODERATE:Lapp/quire/reader/cetp/Risk;


# instance fields
.field private final wire:Ljava/lang/String;


# direct methods
.method private static final synthetic $values()[Lapp/quire/reader/cetp/Risk;
    .registers 4

    const/4 v0, 0x3

    new-array v3, v0, [Lapp/quire/reader/cetp/Risk;

    sget-object v2, Lapp/quire/reader/cetp/Risk;->LOW:Lapp/quire/reader/cetp/Risk;

    const/4 v1, 0x0

    aput-object v2, v3, v1

    sget-object v2, Lapp/quire/reader/cetp/Risk;->MODERATE:Lapp/quire/reader/cetp/Risk;

    const/4 v1, 0x1

    aput-object v2, v3, v1

    sget-object v2, Lapp/quire/reader/cetp/Risk;->HIGH:Lapp/quire/reader/cetp/Risk;

    const/4 v1, 0x2

    aput-object v2, v3, v1

    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 10
    new-instance v0, Lapp/quire/reader/cetp/Risk;

    const-string v1, "LOW"

    const/4 v2, 0x0

    const-string v3, "low"

    invoke-direct {v0, v1, v2, v3}, Lapp/quire/reader/cetp/Risk;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lapp/quire/reader/cetp/Risk;->LOW:Lapp/quire/reader/cetp/Risk;

    new-instance v0, Lapp/quire/reader/cetp/Risk;

    const-string v1, "MODERATE"

    const/4 v2, 0x1

    const-string v3, "moderate"

    invoke-direct {v0, v1, v2, v3}, Lapp/quire/reader/cetp/Risk;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lapp/quire/reader/cetp/Risk;->MODERATE:Lapp/quire/reader/cetp/Risk;

    new-instance v0, Lapp/quire/reader/cetp/Risk;

    const-string v1, "HIGH"

    const/4 v2, 0x2

    const-string v3, "high"

    invoke-direct {v0, v1, v2, v3}, Lapp/quire/reader/cetp/Risk;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lapp/quire/reader/cetp/Risk;->HIGH:Lapp/quire/reader/cetp/Risk;

    invoke-static {}, Lapp/quire/reader/cetp/Risk;->$values()[Lapp/quire/reader/cetp/Risk;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/Risk;->$VALUES:[Lapp/quire/reader/cetp/Risk;

    sget-object v0, Lapp/quire/reader/cetp/Risk;->$VALUES:[Lapp/quire/reader/cetp/Risk;

    check-cast v0, [Ljava/lang/Enum;

    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/Risk;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4

    .line 10
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    iput-object p3, p0, Lapp/quire/reader/cetp/Risk;->wire:Ljava/lang/String;

    return-void
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1

    sget-object v0, Lapp/quire/reader/cetp/Risk;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lapp/quire/reader/cetp/Risk;
    .registers 2

    const-class v0, Lapp/quire/reader/cetp/Risk;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/Risk;

    return-object v0
.end method

.method public static values()[Lapp/quire/reader/cetp/Risk;
    .registers 1

    sget-object v0, Lapp/quire/reader/cetp/Risk;->$VALUES:[Lapp/quire/reader/cetp/Risk;

    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lapp/quire/reader/cetp/Risk;

    return-object v0
.end method


# virtual methods
.method public final getWire()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/quire/reader/cetp/Risk;->wire:Ljava/lang/String;

    return-object v0
.end method
