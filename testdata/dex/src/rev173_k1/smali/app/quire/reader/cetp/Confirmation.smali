.class public final enum Lapp/quire/reader/cetp/Confirmation;
.super Ljava/lang/Enum;
.source "Descriptors.kt"


# static fields
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.field private static final synthetic $VALUES:[Lapp/quire/reader/cetp/Confirmation;

.field public static final enum ALWAYS:Lapp/quire/reader/cetp/Confirmation;

.field public static final enum NEVER:Lapp/quire/reader/cetp/Confirmation;

.field public static final enum PROVIDER_POLICY:Lapp/quire/reader/cetp/Confirmation;


# instance fields
.field private final wire:Ljava/lang/String;


# direct methods
.method private static final synthetic $values()[Lapp/quire/reader/cetp/Confirmation;
    .registers 4

    const/4 v0, 0x3

    new-array v3, v0, [Lapp/quire/reader/cetp/Confirmation;

    sget-object v2, Lapp/quire/reader/cetp/Confirmation;->NEVER:Lapp/quire/reader/cetp/Confirmation;

    const/4 v1, 0x0

    aput-object v2, v3, v1

    sget-object v2, Lapp/quire/reader/cetp/Confirmation;->PROVIDER_POLICY:Lapp/quire/reader/cetp/Confirmation;

    const/4 v1, 0x1

    aput-object v2, v3, v1

    sget-object v2, Lapp/quire/reader/cetp/Confirmation;->ALWAYS:Lapp/quire/reader/cetp/Confirmation;

    const/4 v1, 0x2

    aput-object v2, v3, v1

    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 12
    new-instance v0, Lapp/quire/reader/cetp/Confirmation;

    const-string v1, "NEVER"

    const/4 v2, 0x0

    const-string v3, "never"

    invoke-direct {v0, v1, v2, v3}, Lapp/quire/reader/cetp/Confirmation;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lapp/quire/reader/cetp/Confirmation;->NEVER:Lapp/quire/reader/cetp/Confirmation;

    new-instance v0, Lapp/quire/reader/cetp/Confirmation;

    const-string v1, "PROVIDER_POLICY"

    const/4 v2, 0x1

    const-string v3, "provider_policy"

    invoke-direct {v0, v1, v2, v3}, Lapp/quire/reader/cetp/Confirmation;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lapp/quire/reader/cetp/Confirmation;->PROVIDER_POLICY:Lapp/quire/reader/cetp/Confirmation;

    new-instance v0, Lapp/quire/reader/cetp/Confirmation;

    const-string v1, "ALWAYS"

    const/4 v2, 0x2

    const-string v3, "always"

    invoke-direct {v0, v1, v2, v3}, Lapp/quire/reader/cetp/Confirmation;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lapp/quire/reader/cetp/Confirmation;->ALWAYS:Lapp/quire/reader/cetp/Confirmation;

    invoke-static {}, Lapp/quire/reader/cetp/Confirmation;->$values()[Lapp/quire/reader/cetp/Confirmation;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/Confirmation;->$VALUES:[Lapp/quire/reader/cetp/Confirmation;

    sget-object v0, Lapp/quire/reader/cetp/Confirmation;->$VALUES:[Lapp/quire/reader/cetp/Confirmation;

    check-cast v0, [Ljava/lang/Enum;

    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/Confirmation;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4

    .line 12
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    iput-object p3, p0, Lapp/quire/reader/cetp/Confirmation;->wire:Ljava/lang/String;

    return-void
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1

    sget-object v0, Lapp/quire/reader/cetp/Confirmation;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lapp/quire/reader/cetp/Confirmation;
    .registers 2

    const-class v0, Lapp/quire/reader/cetp/Confirmation;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/Confirmation;

    return-object v0
.end method

.method public static values()[Lapp/quire/reader/cetp/Confirmation;
    .registers 1

    sget-object v0, Lapp/quire/reader/cetp/Confirmation;->$VALUES:[Lapp/quire/reader/cetp/Confirmation;

    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lapp/quire/reader/cetp/Confirmation;

    return-object v0
.end method


# virtual methods
.method public final getWire()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/quire/reader/cetp/Confirmation;->wire:Ljava/lang/String;

    return-object v0
.end method
