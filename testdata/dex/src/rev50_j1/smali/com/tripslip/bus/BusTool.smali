.class final enum Lcom/tripslip/bus/BusTool;
.super Ljava/lang/Enum;
.source "BusTool.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/tripslip/bus/BusTool;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/tripslip/bus/BusTool;

.field public static final enum TRIP_INFO:Lcom/tripslip/bus/BusTool;

.field public static final enum BUS_ETA:Lcom/tripslip/bus/BusTool;

.field public static final enum SEAT_CHECK:Lcom/tripslip/bus/BusTool;

.field public static final enum BOOK_SEAT:Lcom/tripslip/bus/BusTool;

.field public static final enum TRIP_MANIFEST:Lcom/tripslip/bus/BusTool;

.field public static final enum UNKNOWN:Lcom/tripslip/bus/BusTool;


# instance fields
.field final wire:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lcom/tripslip/bus/BusTool;
    .registers 3

    .line 4
    const/4 v0, 0x6

    new-array v0, v0, [Lcom/tripslip/bus/BusTool;

    sget-object v1, Lcom/tripslip/bus/BusTool;->TRIP_INFO:Lcom/tripslip/bus/BusTool;

    const/4 v2, 0x0

    aput-object v1, v0, v2

    sget-object v1, Lcom/tripslip/bus/BusTool;->BUS_ETA:Lcom/tripslip/bus/BusTool;

    const/4 v2, 0x1

    aput-object v1, v0, v2

    sget-object v1, Lcom/tripslip/bus/BusTool;->SEAT_CHECK:Lcom/tripslip/bus/BusTool;

    const/4 v2, 0x2

    aput-object v1, v0, v2

    sget-object v1, Lcom/tripslip/bus/BusTool;->BOOK_SEAT:Lcom/tripslip/bus/BusTool;

    const/4 v2, 0x3

    aput-object v1, v0, v2

    sget-object v1, Lcom/tripslip/bus/BusTool;->TRIP_MANIFEST:Lcom/tripslip/bus/BusTool;

    const/4 v2, 0x4

    aput-object v1, v0, v2

    sget-object v1, Lcom/tripslip/bus/BusTool;->UNKNOWN:Lcom/tripslip/bus/BusTool;

    const/4 v2, 0x5

    aput-object v1, v0, v2

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 5
    new-instance v0, Lcom/tripslip/bus/BusTool;

    const-string v1, "TRIP_INFO"

    const/4 v2, 0x0

    const-string v3, "trip_info"

    invoke-direct {v0, v1, v2, v3}, Lcom/tripslip/bus/BusTool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tripslip/bus/BusTool;->TRIP_INFO:Lcom/tripslip/bus/BusTool;

    .line 6
    new-instance v0, Lcom/tripslip/bus/BusTool;

    const-string v1, "BUS_ETA"

    const/4 v2, 0x1

    const-string v3, "bus_eta"

    invoke-direct {v0, v1, v2, v3}, Lcom/tripslip/bus/BusTool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tripslip/bus/BusTool;->BUS_ETA:Lcom/tripslip/bus/BusTool;

    .line 7
    new-instance v0, Lcom/tripslip/bus/BusTool;

    const-string v1, "SEAT_CHECK"

    const/4 v2, 0x2

    const-string v3, "seat_check"

    invoke-direct {v0, v1, v2, v3}, Lcom/tripslip/bus/BusTool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tripslip/bus/BusTool;->SEAT_CHECK:Lcom/tripslip/bus/BusTool;

    .line 8
    new-instance v0, Lcom/tripslip/bus/BusTool;

    const-string v1, "BOOK_SEAT"

    const/4 v2, 0x3

    const-string v3, "book_seat"

    invoke-direct {v0, v1, v2, v3}, Lcom/tripslip/bus/BusTool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tripslip/bus/BusTool;->BOOK_SEAT:Lcom/tripslip/bus/BusTool;

    .line 9
    new-instance v0, Lcom/tripslip/bus/BusTool;

    const-string v1, "TRIP_MANIFEST"

    const/4 v2, 0x4

    const-string v3, "trip_manifest"

    invoke-direct {v0, v1, v2, v3}, Lcom/tripslip/bus/BusTool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tripslip/bus/BusTool;->TRIP_MANIFEST:Lcom/tripslip/bus/BusTool;

    .line 10
    new-instance v0, Lcom/tripslip/bus/BusTool;

    const-string v1, "UNKNOWN"

    const/4 v2, 0x5

    const-string v3, ""

    invoke-direct {v0, v1, v2, v3}, Lcom/tripslip/bus/BusTool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tripslip/bus/BusTool;->UNKNOWN:Lcom/tripslip/bus/BusTool;

    .line 4
    invoke-static {}, Lcom/tripslip/bus/BusTool;->$values()[Lcom/tripslip/bus/BusTool;

    move-result-object v0

    sput-object v0, Lcom/tripslip/bus/BusTool;->$VALUES:[Lcom/tripslip/bus/BusTool;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    .line 14
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 15
    iput-object p3, p0, Lcom/tripslip/bus/BusTool;->wire:Ljava/lang/String;

    .line 16
    return-void
.end method

.method static of(Ljava/lang/String;)Lcom/tripslip/bus/BusTool;
    .registers 6

    .line 19
    invoke-static {}, Lcom/tripslip/bus/BusTool;->values()[Lcom/tripslip/bus/BusTool;

    move-result-object v0

    array-length v1, v0

    const/4 v2, 0x0

    :goto_loop
    if-ge v2, v1, :cond_none

    aget-object v3, v0, v2

    .line 20
    iget-object v4, v3, Lcom/tripslip/bus/BusTool;->wire:Ljava/lang/String;

    invoke-virtual {v4, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_next

    .line 21
    return-object v3

    .line 19
    :cond_next
    add-int/lit8 v2, v2, 0x1

    goto :goto_loop

    .line 24
    :cond_none
    sget-object p0, Lcom/tripslip/bus/BusTool;->UNKNOWN:Lcom/tripslip/bus/BusTool;

    return-object p0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/tripslip/bus/BusTool;
    .registers 2

    .line 4
    const-class v0, Lcom/tripslip/bus/BusTool;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object p0

    check-cast p0, Lcom/tripslip/bus/BusTool;

    return-object p0
.end method

.method public static values()[Lcom/tripslip/bus/BusTool;
    .registers 1

    .line 4
    sget-object v0, Lcom/tripslip/bus/BusTool;->$VALUES:[Lcom/tripslip/bus/BusTool;

    invoke-virtual {v0}, [Lcom/tripslip/bus/BusTool;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/tripslip/bus/BusTool;

    return-object v0
.end method
